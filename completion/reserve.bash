# reserve.bash - bash completion for reserve and reserve-gen.
#
# Installed as completions/reserve and completions/reserve-gen where
# bash-completion looks (its pkg-config completionsdir), or sourced from
# ~/.bashrc.  Commands, subcommands and long options are read from the
# program's own --help (so they follow the program the line names); the
# values of the options that take one of a few words are listed here, and
# tests/completion.t runs each of them through the program.

# _reserve_run PROG ARG...: PROG's output for ARG..., nothing on error.
_reserve_run() {
	"$@" 2>/dev/null
}

# _reserve_options PROG [COMMAND]: the long options PROG [COMMAND] --help names.
_reserve_options() {
	_reserve_run "$@" --help | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u
}

# _reserve_specs PROG: the spec names PROG --list-specs prints.
_reserve_specs() {
	_reserve_run "$1" --list-specs | awk 'NR > 1 { print $1 }'
}

# _reserve_values PROG COMMAND OPTION: the words OPTION takes, when it takes one of a few.
_reserve_values() {
	case $2:$3 in
	check:--format) echo human compact json sarif checkstyle junit jsonl ;;
	check:--level) echo file load validate all ;;
	check:--minimum-failure-severity) echo error warning ;;
	check:--call-module-type) echo local none ;;
	refs:--format) echo text json ;;
	graph:--format) echo dot order ;;
	ref:--format) echo vector json ;;
	traversals:--format) echo tsv json ;;
	traversals:--mode) echo config expr template ;;
	audit:--format) echo human markdown json sarif ;;
	audit:--min-class) echo escapable breaking ;;
	*:--color) echo auto always never ;;
	gen:--lang) echo c go json json-schema ;;
	drift:--format) echo text json ;;
	esac
}

# _reserve_reply WORDS...: COMPREPLY from the words that start with $cur.
_reserve_reply() {
	local IFS=$' \t\n'
	COMPREPLY=($(compgen -W "$*" -- "$cur"))
}

# _reserve_reply_values PROG COMMAND OPTION: COMPREPLY from the words OPTION takes;
# fails when it takes no such word.
_reserve_reply_values() {
	local values
	values=$(_reserve_values "$@")
	[ -n "$values" ] || return 1
	_reserve_reply "$values"
}

# _reserve_files: COMPREPLY from the file names that start with $cur.
_reserve_files() {
	local IFS=$'\n'
	COMPREPLY+=($(compgen -f -- "$cur"))
}

_reserve() {
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} prog=${COMP_WORDS[0]}
	local cmd= i
	COMPREPLY=()
	for ((i = 1; i < COMP_CWORD; i++)); do
		case ${COMP_WORDS[i]} in
		-*) ;;
		*) cmd=${COMP_WORDS[i]}; break ;;
		esac
	done
	if [ -z "$cmd" ]; then
		if [[ $cur == -* ]]; then
			_reserve_reply "$(_reserve_options "$prog")"
		else
			_reserve_reply "$(_reserve_run "$prog" --help |
				awk '/^Commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^[^ ]/ { on = 0 }')"
		fi
		return 0
	fi
	_reserve_reply_values "$prog" "$cmd" "$prev" && return 0
	case $prev in
	--spec | --from | --to)
		_reserve_reply "$(_reserve_specs "$prog")"
		_reserve_files
		return 0 ;;
	--config | --accept | --exclude)
		_reserve_files
		return 0 ;;
	-j | --jobs | --shard | --max-errors | --max-file-size | --disable | --only)
		return 0 ;;
	esac
	if [[ $cur == -* ]]; then
		_reserve_reply "$(_reserve_options "$prog" "$cmd")"
		return 0
	fi
	case $cmd in
	help)
		_reserve_reply "$(_reserve_run "$prog" --help |
			awk '/^Commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^[^ ]/ { on = 0 }')" ;;
	audit)
		_reserve_reply "$(_reserve_specs "$prog")"
		_reserve_files ;;
	ref) ;;
	*) _reserve_files ;;
	esac
	return 0
}

_reserve_gen() {
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} prog=${COMP_WORDS[0]}
	local sub= subs
	COMPREPLY=()
	subs=$(_reserve_run "$prog" --help | grep -oE '^ *(Usage: )?reserve-gen [a-z]+' | awk '{ print $NF }' | tr '\n' ' ')
	if [ "$COMP_CWORD" -gt 1 ]; then
		case " $subs " in *" ${COMP_WORDS[1]} "*) sub=${COMP_WORDS[1]} ;; esac
	fi
	_reserve_reply_values "$prog" "${sub:-gen}" "$prev" && return 0
	case $prev in
	--base)
		_reserve_reply "$(_reserve_specs "${prog%-gen}")"
		_reserve_files
		return 0 ;;
	-o | --from | --to | --srcfacts | --templates | --m4 | --re2c)
		_reserve_files
		return 0 ;;
	--package | --module)
		return 0 ;;
	esac
	if [[ $cur == -* ]]; then
		if [ -n "$sub" ]; then
			_reserve_reply "$(_reserve_options "$prog" "$sub")"
		else
			_reserve_reply "$(_reserve_options "$prog")"
		fi
		return 0
	fi
	if [ "$COMP_CWORD" -eq 1 ]; then
		_reserve_reply "$subs"
	fi
	_reserve_files
	return 0
}

complete -F _reserve -o filenames reserve
complete -F _reserve_gen -o filenames reserve-gen
