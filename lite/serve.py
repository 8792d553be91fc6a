"""Serve the built JupyterLite site on 127.0.0.1, as any static host would.

    python lite/serve.py                  # build/lite/site on http://127.0.0.1:8000/
    python lite/serve.py --port 0 DIR     # any free port; the first line printed is the URL

Only the standard library (http.server); the MIME types the site needs are set
here so they do not depend on the machine's /etc/mime.types.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
from pathlib import Path

SITE = Path(__file__).resolve().parent.parent / "build" / "lite" / "site"


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".json": "application/json",
        ".wasm": "application/wasm",
        ".whl": "application/zip",
        ".zip": "application/zip",
        ".ipynb": "application/json",
        ".webmanifest": "application/manifest+json",
    }
    quiet = True

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Serve the JupyterLite site on 127.0.0.1.")
    parser.add_argument("folder", nargs="?", type=Path, default=SITE)
    parser.add_argument("--port", type=int, default=8000, help="0 picks a free port")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    if not (args.folder / "index.html").is_file():
        sys.exit(f"{args.folder} holds no site: run `make lite` first")
    Handler.quiet = not args.verbose
    handler = functools.partial(Handler, directory=str(args.folder))
    with http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler) as server:
        print(f"http://127.0.0.1:{server.server_address[1]}/", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
