#!/usr/bin/env python3
"""Replays recorded registry responses on 127.0.0.1 for apphealth's --online tests.

serve.py [FOLDER] prints the port it listens on, then serves FOLDER (this folder by default):
missing files are 404s,
paths containing "/slow/" sleep longer than the client's timeout. It stops by itself after
60 seconds so a failed test cannot leave it running.
"""
import http.server
import os
import sys
import threading
import time

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))


class Handler(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=ROOT, **kwargs)

    def do_GET(self):
        if "/slow/" in self.path:
            time.sleep(4)
        return super().do_GET()

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
threading.Timer(60, server.shutdown).start()
server.serve_forever()
