#!/usr/bin/env python3
"""`meson install --destdir` into a temporary directory, then checks that
every file a user's system needs is there: the binary, the desktop file,
the metainfo, the MIME type of saves, the GSettings schema, both icons and
the .mo file of every language in po/LINGUAS.  Lists what is missing.

  check-install.py --builddir BUILD SRCDIR
      installs the existing build (what `meson test` runs);
  check-install.py --fresh SRCDIR
      configures a new build in a temporary directory with the prefix and
      config-opts flatpak-builder uses (--prefix=/app --libdir=lib plus the
      manifest's config-opts), builds it with -j1 and installs it.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

APP_ID = 'io.github.sixgun.Sixgun'


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        print('$ ' + ' '.join(cmd))
        print(r.stdout[-4000:] + r.stderr[-4000:])
        sys.exit(1)
    return r.stdout


def options(builddir):
    opts = json.loads(run(['meson', 'introspect', '--buildoptions', builddir]))
    return {o['name']: o['value'] for o in opts}


def expected(srcdir, opts):
    prefix = opts['prefix']

    def under(key, *parts):
        d = opts[key]
        return os.path.join(d if os.path.isabs(d) else
                            os.path.join(prefix, d), *parts)

    files = [
        under('bindir', 'sixgun'),
        under('datadir', 'applications', APP_ID + '.desktop'),
        under('datadir', 'metainfo', APP_ID + '.metainfo.xml'),
        under('datadir', 'mime', 'packages', APP_ID + '.xml'),
        under('datadir', 'glib-2.0', 'schemas', APP_ID + '.gschema.xml'),
        under('datadir', 'icons', 'hicolor', 'scalable', 'apps',
              APP_ID + '.svg'),
        under('datadir', 'icons', 'hicolor', 'symbolic', 'apps',
              APP_ID + '-symbolic.svg'),
    ]
    with open(os.path.join(srcdir, 'po', 'LINGUAS'), encoding='utf-8') as f:
        for lang in f.read().split():
            if not lang.startswith('#'):
                files.append(under('localedir', lang, 'LC_MESSAGES',
                                   'sixgun.mo'))
    return files


def check(srcdir, builddir, destdir):
    run(['meson', 'install', '-C', builddir, '--no-rebuild',
         '--destdir', destdir])
    missing = []
    for path in expected(srcdir, options(builddir)):
        full = destdir + path
        if not os.path.isfile(full):
            missing.append(path)
        else:
            print('installed: ' + path)
    # The translated desktop file must carry the translations.
    desktop = [p for p in expected(srcdir, options(builddir))
               if p.endswith('.desktop')][0]
    if os.path.isfile(destdir + desktop):
        with open(destdir + desktop, encoding='utf-8') as f:
            text = f.read()
        for lang in ('fr', 'de', 'it'):
            if 'Comment[%s]=' % lang not in text:
                missing.append('%s: no Comment[%s] (translation not merged)'
                               % (desktop, lang))
    if missing:
        print('MISSING after meson install --destdir:')
        for m in missing:
            print('  ' + m)
        return 1
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--builddir')
    ap.add_argument('--fresh', action='store_true')
    ap.add_argument('srcdir')
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix='sixgun-install-') as tmp:
        destdir = os.path.join(tmp, 'dest')
        if a.fresh:
            with open(os.path.join(a.srcdir, 'flatpak', APP_ID + '.json'),
                      encoding='utf-8') as f:
                module = json.load(f)['modules'][0]
            builddir = os.path.join(tmp, 'build')
            run(['meson', 'setup', '--prefix=/app', '--libdir=lib']
                + module.get('config-opts', []) + [builddir, a.srcdir])
            run(['ninja', '-C', builddir, '-j1'])
        else:
            builddir = a.builddir
        return check(a.srcdir, builddir, destdir)


sys.exit(main())
