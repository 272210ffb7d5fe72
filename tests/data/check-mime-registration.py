#!/usr/bin/env python3
"""Checks that the app says it opens the types its shared-mime-info package
defines: the desktop file's MimeType lists exactly those types and its Exec
takes files (a field code %f, %F, %u or %U, else a file manager's Open With
starts the app without the file), and the metainfo's <provides> names each
as a <mediatype>, as software centres read it.

  check-mime-registration.py PACKAGE.xml DESKTOP METAINFO.xml
(the built files)."""

import configparser
import sys
import xml.etree.ElementTree as ET

NS = '{http://www.freedesktop.org/standards/shared-mime-info}'


def main():
    package, desktop, metainfo = sys.argv[1:4]
    errors = []
    types = sorted(mt.get('type') for mt in
                   ET.parse(package).getroot().findall(NS + 'mime-type'))

    kf = configparser.ConfigParser(interpolation=None, strict=False)
    kf.optionxform = str
    kf.read(desktop, encoding='utf-8')
    entry = kf['Desktop Entry'] if kf.has_section('Desktop Entry') else {}
    listed = sorted(t for t in entry.get('MimeType', '').split(';') if t)
    if listed != types:
        errors.append('%s: MimeType lists %s, the package %s defines %s'
                      % (desktop, listed, package, types))
    exec_line = entry.get('Exec', '')
    codes = [c for c in ('%f', '%F', '%u', '%U') if c in exec_line.split()]
    if len(codes) != 1:
        errors.append('%s: Exec=%s takes no file (one of %%f %%F %%u %%U)'
                      % (desktop, exec_line))

    provides = ET.parse(metainfo).getroot().find('provides')
    media = sorted(m.text.strip() for m in
                   (provides.findall('mediatype') if provides is not None
                    else []) if m.text)
    if media != types:
        errors.append('%s: <provides> has the mediatypes %s, the package '
                      'defines %s' % (metainfo, media, types))

    if errors:
        print('\n'.join(errors))
        return 1
    print('ok: %s in %s, %s and %s' % (', '.join(types), package, desktop,
                                       metainfo))
    return 0


sys.exit(main())
