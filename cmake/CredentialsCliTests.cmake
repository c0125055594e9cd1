# `umpire credentials hash` through the binary, with the password on standard input
# (not a terminal, so no prompt). The expected strings are the argon2 reference
# CLI's and Python hashlib's for the same password and salt.
set(_umpire $<TARGET_FILE:umpire>)
add_test(NAME "cli:credentials-hash-argon2id-matches-the-reference"
         COMMAND sh -c "printf 'musket&ball\\n' | '${_umpire}' credentials hash --player alice --memory 256 --passes 1 --salt 30313233343536373839616263646566")
set_tests_properties("cli:credentials-hash-argon2id-matches-the-reference" PROPERTIES LABELS cli
  PASS_REGULAR_EXPRESSION [[^{"name": "alice", "password": "\$argon2id\$v=19\$m=256,t=1,p=1\$MDEyMzQ1Njc4OWFiY2RlZg\$OxotRQoyK0rSUh1WqjXIzBuHgW3sXsUAtBVzCakM5ac"}]])
add_test(NAME "cli:credentials-hash-pbkdf2-scheme-kept"
         COMMAND sh -c "printf 'musket&ball\\r\\n' | '${_umpire}' credentials hash --player alice --scheme pbkdf2-sha256 --iterations 1000 --salt 73616c747953414c545973616c747921")
set_tests_properties("cli:credentials-hash-pbkdf2-scheme-kept" PROPERTIES LABELS cli
  PASS_REGULAR_EXPRESSION [[^{"name": "alice", "password": "\$pbkdf2-sha256\$i=1000\$c2FsdHlTQUxUWXNhbHR5IQ\$2NOuqV6Al3AiXyCmd4et5kpSfTExzaD0LHsvRcqRv\+g"}]])
# Passwords no order can carry (model/order_text.hpp valid_password) are refused
# with exit 2 and nothing on standard output: a tab, a non-ASCII letter, 129
# characters, an empty line.
foreach(_case IN ITEMS "tab:printf 'tab\\there\\n'" "non-ascii:printf 'caf\\303\\251\\n'"
                       "too-long:printf '%0129d\\n' 0" "empty:printf '\\n'")
  string(REPLACE ":" ";" _parts "${_case}")
  list(GET _parts 0 _name)
  list(GET _parts 1 _input)
  add_test(NAME "cli:credentials-hash-refuses-${_name}"
           COMMAND sh -c "out=$(${_input} | '${_umpire}' credentials hash --player alice --memory 64 --passes 1); rc=$?; test $rc -eq 2 && test -z \"$out\"")
  set_tests_properties("cli:credentials-hash-refuses-${_name}" PROPERTIES LABELS cli)
endforeach()
add_test(NAME "cli:credentials-hash-iterations-need-pbkdf2"
         COMMAND sh -c "printf 'x\\n' | '${_umpire}' credentials hash --player alice --iterations 1000; test $? -eq 2")
set_tests_properties("cli:credentials-hash-iterations-need-pbkdf2" PROPERTIES LABELS cli)
