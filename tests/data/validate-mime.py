#!/usr/bin/env python3
"""Validates a shared-mime-info package (the built
data/io.github.sixgun.Sixgun.xml): it is in the shared-mime-info namespace
with only the elements and attributes the specification knows, each type
has a comment and a glob, and update-mime-database builds a database from it
alone, in a temporary directory, without a word.

  validate-mime.py UPDATE-MIME-DATABASE PACKAGE.xml

update-mime-database exits 0 even when it cannot parse a package, and
ignores elements it does not know (a misspelt <glob> is silently no glob):
hence the checks of the elements here and the failure on any message."""

import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

NS = '{http://www.freedesktop.org/standards/shared-mime-info}'
XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'
# Children of <mime-type> and their attributes (shared-mime-info spec 0.21).
KNOWN = {
    'comment': {XML_LANG},
    'acronym': {XML_LANG},
    'expanded-acronym': {XML_LANG},
    'icon': {'name'},
    'generic-icon': {'name'},
    'glob': {'pattern', 'weight', 'case-sensitive'},
    'glob-deleteall': set(),
    'magic': {'priority'},
    'magic-deleteall': set(),
    'treemagic': {'priority'},
    'root-XML': {'namespaceURI', 'localName'},
    'alias': {'type'},
    'sub-class-of': {'type'},
}
MATCH_TYPES = {'string', 'host16', 'host32', 'big16', 'big32', 'little16',
               'little32', 'byte'}


def check_match(match, where, errors):
    if match.tag != NS + 'match':
        errors.append('%s: <%s> in <magic>' % (where, match.tag))
        return
    extra = set(match.attrib) - {'type', 'offset', 'value', 'mask'}
    if extra:
        errors.append('%s: unknown attributes of <match>: %s'
                      % (where, sorted(extra)))
    if match.get('type') not in MATCH_TYPES:
        errors.append('%s: <match type=%r>' % (where, match.get('type')))
    offset = match.get('offset', '')
    if not all(p.isdigit() for p in offset.split(':')) or \
            offset.count(':') > 1:
        errors.append('%s: <match offset=%r>' % (where, offset))
    if not match.get('value'):
        errors.append('%s: <match> without a value' % where)
    for child in match:
        check_match(child, where, errors)


def check_package(path):
    errors = []
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        return [], ['%s: not well-formed XML: %s' % (path, e)]
    if root.tag != NS + 'mime-info':
        return [], ['%s: the root must be <mime-info> in the shared-mime-info '
                    'namespace, found %s' % (path, root.tag)]
    types = []
    for mt in root:
        if mt.tag != NS + 'mime-type':
            errors.append('%s: <%s> in <mime-info>' % (path, mt.tag))
            continue
        name = mt.get('type', '')
        where = '%s: %s' % (path, name or '<mime-type>')
        if name.count('/') != 1 or name != name.lower():
            errors.append('%s: type must be media/subtype in lower case'
                          % where)
        types.append(name)
        for child in mt:
            tag = child.tag[len(NS):] if child.tag.startswith(NS) else None
            if tag not in KNOWN:
                errors.append('%s: unknown element <%s>' % (where, child.tag))
                continue
            extra = set(child.attrib) - KNOWN[tag]
            if extra:
                errors.append('%s: unknown attributes of <%s>: %s'
                              % (where, tag, sorted(extra)))
            if tag == 'magic':
                prio = child.get('priority', '50')
                if not prio.isdigit() or not 0 <= int(prio) <= 100:
                    errors.append('%s: magic priority %r' % (where, prio))
                if len(child) == 0:
                    errors.append('%s: <magic> without <match>' % where)
                for match in child:
                    check_match(match, where, errors)
        comments = [c for c in mt.findall(NS + 'comment')
                    if XML_LANG not in c.attrib]
        if len(comments) != 1 or not (comments[0].text or '').strip():
            errors.append('%s: needs one untranslated <comment>' % where)
        if not mt.findall(NS + 'glob'):
            errors.append('%s: no <glob>' % where)
    if not types:
        errors.append('%s: defines no type' % path)
    return types, errors


def check_database(tool, path, types):
    errors = []
    with tempfile.TemporaryDirectory(prefix='sixgun-mime-') as tmp:
        packages = os.path.join(tmp, 'mime', 'packages')
        os.makedirs(packages)
        shutil.copy(path, packages)
        env = dict(os.environ, XDG_DATA_HOME=tmp, XDG_DATA_DIRS=tmp)
        r = subprocess.run([tool, os.path.join(tmp, 'mime')], env=env,
                           capture_output=True, text=True)
        if r.returncode != 0 or r.stdout or r.stderr:
            errors.append('update-mime-database (exit %d):\n%s%s'
                          % (r.returncode, r.stdout, r.stderr))
        for t in types:
            if not os.path.isfile(os.path.join(tmp, 'mime', t + '.xml')):
                errors.append('update-mime-database made no %s' % t)
    return errors


def main():
    tool, path = sys.argv[1:3]
    types, errors = check_package(path)
    if not errors:
        errors = check_database(tool, path, types)
    if errors:
        print('\n'.join(errors))
        return 1
    print('%s: ok (%s)' % (path, ', '.join(types)))
    return 0


sys.exit(main())
