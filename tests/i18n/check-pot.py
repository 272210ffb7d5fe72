#!/usr/bin/env python3
"""Generates the POT from po/POTFILES (as `meson compile sixgun-pot` does)
and checks that it holds every literal string the sources mark, plus
sample strings of the desktop file, the metainfo, the MIME type, the schema
and the card and character names."""

import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sgpot  # noqa: E402

srcdir = sys.argv[1]
errors = []

with tempfile.TemporaryDirectory() as tmp:
    pot = os.path.join(tmp, 'sixgun.pot')
    sgpot.generate_pot(srcdir, pot)
    ids = sgpot.pot_msgids(pot)

checked = 0
for rel in sgpot.read_list(os.path.join(srcdir, 'po', 'POTFILES')):
    for msgid in sgpot.source_msgids(os.path.join(srcdir, rel)):
        checked += 1
        if msgid not in ids:
            errors.append('%s: %r is not in the POT' % (rel, msgid))

# One string from each non-C source, and names the app must translate.
for sample, origin in [
        ('Learn and play a two-player Western card duel', 'desktop/metainfo'),
        ('Western Card Duel', 'desktop file GenericName'),
        ('Computer opponent level', 'GSettings schema'),
        ('A game against the computer', 'metainfo screenshot caption'),
        ('Sixgun saved game', 'MIME type comment (shared-mime-info ITS)'),
        ('Barrel', 'card names'),
        ('Stampede', 'card names'),
        ('Schoolmarm', 'card names'),
        ('Cattle Katie', 'character names'),
        ('horseshoe', 'symbol names')]:
    if sample not in ids:
        errors.append('%s: %r is not in the POT' % (origin, sample))

print('POT: %d msgids; %d source literals checked' % (len(ids), checked))
if errors:
    print('\n'.join(errors))
    sys.exit(1)
