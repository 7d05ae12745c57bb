# A module written for the current release: symbols is one of its resource types.
resource "symbols" "lib" {
  name    = "lib"   # aligned comment
  _ {
    enabled = true # the provider's own, for now
  }
}

resource "null_resource" "uses" {
  triggers = {
    id   = resource.symbols.lib.id
    text = "lib ${resource.symbols.lib.name} and ${upper(resource.symbols.lib.id)}"
  }

  /* a block comment */
  depends_on = [resource.symbols.lib]

  lifecycle {
    replace_triggered_by = [resource.symbols.lib.id]

    precondition {
      condition     = resource.symbols.lib.enabled
      error_message = "need ${resource.symbols.lib.name}"
    }
  }
}

resource "null_resource" "doc" {
  triggers = {
    body = <<-EOT
      ${resource.symbols.lib.name}
        keeps its indentation
      EOT
  }
  _ {
    enabled = {
      a = resource.symbols.lib.id
      b = <<EOT
plain heredoc ${resource.symbols.lib.id}
EOT
    }
  }
}

resource "null_resource" "esc" {

  _ {
    other = 1
    enabled = false
  }
}

moved {
  from = symbols.old
  to   = symbols.lib
}

output "id" {
  value = [for s in [resource.symbols.lib] : s.id if resource.symbols.lib.enabled]
}

resource "null_resource" "empty_escape" {
	# indented with tabs
	_ {
		enabled = var.on
	}
}

variable "on" {
  type = bool
}
