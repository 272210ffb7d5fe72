"""Shared helpers for the i18n tests: reading POTFILES and LINGUAS, finding
translatable strings in sources, and generating the POT the way meson's
i18n.gettext(preset: 'glib') does (same xgettext keywords)."""

import os
import re
import subprocess

# meson's 'glib' preset (mesonbuild/modules/i18n.py), so the test sees what
# `meson compile sixgun-pot` would extract.
GLIB_PRESET = [
    '--from-code=UTF-8', '--add-comments',
    '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3',
    '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format',
    '--flag=NC_:2:pass-c-format', '--flag=g_dngettext:2:pass-c-format',
    '--flag=g_strdup_printf:1:c-format', '--flag=g_string_printf:2:c-format',
    '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format', '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format', '--flag=g_printerr:1:c-format',
    '--flag=g_printf:1:c-format', '--flag=g_fprintf:2:c-format',
    '--flag=g_sprintf:2:c-format', '--flag=g_snprintf:3:c-format',
]

C_MARKER = re.compile(
    r'(?<![A-Za-z0-9_])(_|N_|C_|NC_|Q_|g_dgettext|g_dcgettext|g_dngettext|'
    r'g_dpgettext2?|ngettext|dgettext)\s*\(')
UI_MARKER = re.compile(r'translatable\s*=\s*"(yes|true|1)"')


def read_list(path):
    with open(path, encoding='utf-8') as f:
        return [l.strip() for l in f
                if l.strip() and not l.lstrip().startswith('#')]


def strip_c_comments(text):
    """Drops /* */ and // comments, keeping string literals intact."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            i = n if j < 0 else j + 2
            out.append(' ')
        elif text.startswith('//', i):
            j = text.find('\n', i)
            i = n if j < 0 else j
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def has_translatable(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        text = f.read()
    if path.endswith(('.c', '.h')):
        return C_MARKER.search(strip_c_comments(text)) is not None
    if path.endswith('.lesson'):
        # Key file whose values are written _("..."), for xgettext (as C).
        return C_MARKER.search(text) is not None
    if path.endswith('.ui'):
        return UI_MARKER.search(text) is not None
    # .desktop.in, .metainfo.xml.in, the MIME package's .xml.in and
    # .gschema.xml always carry texts.
    return True


def candidate_files(srcdir):
    """Every file that may hold translatable strings, relative to srcdir."""
    found = []
    roots = {'src': ('.c', '.h', '.ui'), 'ui': ('.ui',),
             'data': ('.desktop.in', '.xml.in', '.gschema.xml', '.lesson'),
             'po': ('.c',)}
    for root, exts in roots.items():
        top = os.path.join(srcdir, root)
        for dirpath, dirnames, filenames in os.walk(top):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith('.'))
            for name in sorted(filenames):
                if name.endswith(exts):
                    rel = os.path.relpath(os.path.join(dirpath, name), srcdir)
                    found.append(rel.replace(os.sep, '/'))
    return found


def generate_pot(srcdir, out):
    """Runs xgettext over POTFILES into `out`; raises on failure."""
    cmd = ['xgettext', '--package-name=sixgun', '-p', os.path.dirname(out),
           '-D', srcdir, '-f', os.path.join(srcdir, 'po', 'POTFILES'),
           '-o', os.path.basename(out)] + GLIB_PRESET
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError('xgettext failed:\n' + r.stderr)
    return r.stderr


def unescape_c(s):
    return (s.replace('\\"', '"').replace('\\n', '\n').replace('\\t', '\t')
             .replace('\\\\', '\\'))


C_STRING = r'"((?:[^"\\\n]|\\.)*)"'
C_CALL = re.compile(r'(?<![A-Za-z0-9_])(N_|_)\s*\(\s*((?:' + C_STRING +
                    r'\s*)+)\)')
C_CTX_CALL = re.compile(r'(?<![A-Za-z0-9_])(NC_|C_)\s*\(\s*' + C_STRING +
                        r'\s*,\s*((?:' + C_STRING + r'\s*)+)\)')
UI_STRING = re.compile(
    r'<(property|attribute|item|col)\b[^>]*translatable="yes"[^>]*>([^<]*)<')


def source_msgids(path):
    """The literal msgids a source file marks (C literals and .ui texts)."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    ids = []
    if path.endswith(('.c', '.h', '.lesson')):
        if not path.endswith('.lesson'):
            text = strip_c_comments(text)
        for m in C_CALL.finditer(text):
            ids.append(unescape_c(''.join(re.findall(C_STRING, m.group(2)))))
        for m in C_CTX_CALL.finditer(text):
            ids.append(unescape_c(''.join(
                re.findall(C_STRING, m.group(3)))))
    elif path.endswith('.ui'):
        import html
        ids += [html.unescape(m.group(2)) for m in UI_STRING.finditer(text)]
    return [i for i in ids if i]


def pot_msgids(pot_path):
    """msgids of a PO/POT file (msgctxt ignored), via a tiny parser."""
    ids, cur, in_id = set(), None, False
    with open(pot_path, encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line.startswith('msgid '):
                cur, in_id = [line[6:]], True
            elif line.startswith('"') and in_id:
                cur.append(line)
            else:
                if in_id and cur is not None:
                    ids.add(unescape_c(''.join(s[1:-1] for s in cur)))
                in_id = False
    if in_id and cur is not None:
        ids.add(unescape_c(''.join(s[1:-1] for s in cur)))
    ids.discard('')
    return ids
