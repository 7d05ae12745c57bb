# A module written for the current release: symbols is one of its resource types.
resource "symbols" "lib" {
  name    = "lib"   # aligned comment
  enabled = true # the provider's own, for now
}

resource "null_resource" "uses" {
  triggers = {
    id   = symbols.lib.id
    text = "lib ${symbols.lib.name} and ${upper(symbols.lib.id)}"
  }

  /* a block comment */
  depends_on = [symbols.lib]

  lifecycle {
    replace_triggered_by = [symbols.lib.id]

    precondition {
      condition     = symbols.lib.enabled
      error_message = "need ${symbols.lib.name}"
    }
  }
}

resource "null_resource" "doc" {
  triggers = {
    body = <<-EOT
      ${symbols.lib.name}
        keeps its indentation
      EOT
  }
  enabled = {
    a = symbols.lib.id
    b = <<EOT
plain heredoc ${symbols.lib.id}
EOT
  }
}

resource "null_resource" "esc" {
  enabled = false

  _ {
    other = 1
  }
}

moved {
  from = symbols.old
  to   = symbols.lib
}

output "id" {
  value = [for s in [symbols.lib] : s.id if symbols.lib.enabled]
}

resource "null_resource" "empty_escape" {
	# indented with tabs
	enabled = var.on
	_ {}
}

variable "on" {
  type = bool
}
