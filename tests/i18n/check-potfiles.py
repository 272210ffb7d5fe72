#!/usr/bin/env python3
"""Fails when a source file with translatable strings (_(, N_(, C_(, NC_(,
g_dgettext, translatable="yes", desktop/metainfo/MIME/schema files) is missing
from po/POTFILES, or when POTFILES names a file that does not exist."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sgpot  # noqa: E402

srcdir = sys.argv[1]
listed = sgpot.read_list(os.path.join(srcdir, 'po', 'POTFILES'))
errors = []

for rel in listed:
    if not os.path.isfile(os.path.join(srcdir, rel)):
        errors.append('listed in po/POTFILES but does not exist: ' + rel)

missing = [rel for rel in sgpot.candidate_files(srcdir)
           if rel not in listed
           and sgpot.has_translatable(os.path.join(srcdir, rel))]
for rel in missing:
    errors.append('has translatable strings but is not in po/POTFILES: ' + rel)

for rel in listed:
    path = os.path.join(srcdir, rel)
    if os.path.isfile(path) and not sgpot.has_translatable(path):
        print('note: listed but has no translatable strings: ' + rel)

print('%d files listed in po/POTFILES' % len(listed))
if errors:
    print('\n'.join(errors))
    sys.exit(1)
