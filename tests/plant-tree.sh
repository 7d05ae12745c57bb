# plant-tree.sh -- sourced by drift.t and draft.t: plant_tree SRC DEST copies OpenTofu v1.12.6's
# language sources SRC to DEST and changes one fact of each kind there (the list is in drift.t).
plant_tree() {
	src=$1 dest=$2
	cp -R "$src" "$dest" && chmod -R u+w "$dest" || return 1
	# plant FILE PERL-EXPRESSION: one substitution that must change FILE.
	plant() {
		before=$(cksum <"$dest/$1")
		perl -0pi -e "$2" "$dest/$1"
		[ "$before" != "$(cksum <"$dest/$1")" ] || echo "plant: $1 unchanged by $2" >&2
	}
	echo 1.12.7 >"$dest/version/VERSION"
	plant internal/addrs/parse_ref.go 's/case "template", "lazy", "arg":/case "template", "lazy", "arg", "planted":/'
	plant internal/configs/provider.go 's/Summary:  "Reserved argument name in provider block",/Summary:  "Reserved argument named in provider block",/'
	plant internal/tofu/evaluate.go 's/\tcase "cwd":/\tcase "cwd", "planted":/'
	plant internal/configs/parser_config.go 's/(\t+)Type: "locals",\n/$1Type: "locals",\n$1Type: "planted",\n/'
	plant internal/configs/parser_config.go 's/\t\t\tType: "planted",\n/\t\t},\n\t\t{\n\t\t\tType: "planted",\n/'
	plant internal/configs/import.go 's/(Name: +"to",\n\s+Required:) true/$1 false/'
	plant internal/configs/named_values.go 's/content.Attributes\["description"\]/content.Attributes["planted"]/'
	plant internal/configs/provider.go 's/\{Name: "source"\},/{Name: "source"},\n\t\t{Name: "planted"},/'
	plant internal/configs/provider.go 's/\[\]string\{"count", "depends_on", "source"\}/[]string{"count", "depends_on", "source", "planted"}/'
	plant internal/experiments/experiment.go 's/(\tregisterConcludedExperiment\(VariableValidation)/\tregisterCurrentExperiment(Experiment("planted"))\n$1/'
	plant internal/lang/functions.go 's/("abs": +stdlib.AbsoluteFunc,)/$1\n\t\t"planted": stdlib.AbsoluteFunc,/'
	plant internal/configs/named_values.go 's/block.Body.Content\(variableBlockSchema\)/block.Body.PartialContent(variableBlockSchema)/'
}
