audit_accept = {
  "root:ephemeral" = "fine"
  "root:ephemerall" = "a typo"
  "rot:ephemeral" = "an unknown kind"
}
