#!/usr/bin/env python3
"""Checks the Flatpak manifest: it parses as JSON, names the app ID and the
binary, asks for exactly the allowed permissions, uses the GNOME runtime and
SDK, and builds this repository with one meson module."""

import json
import sys

APP_ID = 'io.github.sixgun.Sixgun'
FINISH_ARGS = {'--share=ipc', '--socket=fallback-x11', '--socket=wayland',
               '--device=dri'}

path = sys.argv[1]
errors = []
try:
    with open(path, encoding='utf-8') as f:
        m = json.load(f)
except (OSError, ValueError) as e:
    print('%s: cannot be parsed: %s' % (path, e))
    sys.exit(1)


def expect(cond, msg):
    if not cond:
        errors.append(msg)


ids = [m[k] for k in ('id', 'app-id') if k in m]
expect(ids == [APP_ID], 'app id must be %s (as "id" or "app-id", once), '
       'found %r' % (APP_ID, ids))
expect(m.get('command') == 'sixgun', 'command must be sixgun, found %r'
       % m.get('command'))
expect(m.get('runtime') == 'org.gnome.Platform',
       'runtime must be org.gnome.Platform')
expect(m.get('sdk') == 'org.gnome.Sdk', 'sdk must be org.gnome.Sdk')
version = str(m.get('runtime-version', ''))
expect(version.isdigit() and int(version) >= 47,
       'runtime-version must be a stable GNOME release (>= 47), found %r'
       % version)
args = m.get('finish-args', [])
expect(sorted(args) == sorted(FINISH_ARGS) and len(args) == len(FINISH_ARGS),
       'finish-args must be exactly %s, found %s'
       % (sorted(FINISH_ARGS), args))

modules = m.get('modules', [])
expect(len(modules) == 1, 'one module expected, found %d' % len(modules))
if modules:
    mod = modules[0]
    expect(isinstance(mod, dict), 'the module must be inline, not a file')
    if isinstance(mod, dict):
        expect(mod.get('buildsystem') == 'meson',
               'the module must use buildsystem meson')
        sources = mod.get('sources', [])
        expect(len(sources) == 1 and sources[0].get('type') == 'dir'
               and sources[0].get('path') == '..',
               'the module source must be this repository '
               '({"type": "dir", "path": ".."}), found %r' % sources)
        opts = mod.get('config-opts', [])
        expect(all(isinstance(o, str) and o.startswith('-D') for o in opts),
               'config-opts must be -Doption=value strings: %r' % opts)

if errors:
    print('\n'.join('%s: %s' % (path, e) for e in errors))
    sys.exit(1)
print('%s: ok (runtime %s)' % (path, version))
