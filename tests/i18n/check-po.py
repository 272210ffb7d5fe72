#!/usr/bin/env python3
"""Checks every language in po/LINGUAS: the PO file passes
`msgfmt --check`, and, merged with a POT freshly generated from the
sources, has no untranslated and no fuzzy entry.  Prints the counts per
language and the first missing strings."""

import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sgpot  # noqa: E402

srcdir = sys.argv[1]
podir = os.path.join(srcdir, 'po')
failed = False


def stats(msgfmt_stderr):
    counts = {'translated': 0, 'fuzzy': 0, 'untranslated': 0}
    for n, kind in re.findall(r'(\d+) (translated|fuzzy|untranslated)',
                              msgfmt_stderr):
        counts[kind] = int(n)
    return counts


def missing_entries(po):
    """msgids of fuzzy or untranslated entries (for the report)."""
    r = subprocess.run(['msgattrib', '--only-fuzzy', '--no-obsolete', po],
                       capture_output=True, text=True)
    fuzzy = r.stdout
    r = subprocess.run(['msgattrib', '--untranslated', '--no-obsolete', po],
                       capture_output=True, text=True)
    out = []
    for block in (fuzzy, r.stdout):
        for m in re.finditer(r'^msgid ((?:".*"\n)+)', block, re.M):
            s = ''.join(x[1:-1] for x in m.group(1).split('\n') if x)
            if s:
                out.append(s)
    return out


with tempfile.TemporaryDirectory() as tmp:
    pot = os.path.join(tmp, 'sixgun.pot')
    sgpot.generate_pot(srcdir, pot)
    for lang in sgpot.read_list(os.path.join(podir, 'LINGUAS')):
        po = os.path.join(podir, lang + '.po')
        if not os.path.isfile(po):
            print('%s: po/%s.po is missing' % (lang, lang))
            failed = True
            continue
        r = subprocess.run(['msgfmt', '--check', '--statistics',
                            '-o', os.devnull, po],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print('%s: msgfmt --check failed:\n%s' % (lang, r.stderr))
            failed = True
            continue
        as_is = stats(r.stderr)
        merged = os.path.join(tmp, lang + '.po')
        subprocess.run(['msgmerge', '--quiet', '--no-fuzzy-matching',
                        '-o', merged, po, pot], check=True)
        r = subprocess.run(['msgfmt', '--check', '--statistics',
                            '-o', os.devnull, merged],
                           capture_output=True, text=True)
        cur = stats(r.stderr)
        bad = r.returncode != 0 or cur['fuzzy'] or cur['untranslated'] \
            or as_is['fuzzy'] or as_is['untranslated']
        print('%s: %d translated, %d fuzzy, %d untranslated '
              '(against the current sources; in the PO file as it is: '
              '%d/%d/%d)' % (lang, cur['translated'], cur['fuzzy'],
                             cur['untranslated'], as_is['translated'],
                             as_is['fuzzy'], as_is['untranslated']))
        if bad:
            failed = True
            missing_now = missing_entries(merged)
            for s in missing_now[:10]:
                print('    to translate: %r' % s)
            if len(missing_now) > 10:
                print('    ... and %d more' % (len(missing_now) - 10))

sys.exit(1 if failed else 0)
