#!/bin/sh
# Regenerates the .xlsx fixtures of every writer (README.md says which and which version).
# Needs LibreOffice (Debian libreoffice-calc-nogui) and openpyxl (Debian python3-openpyxl).
set -eu
cd "$(dirname "$0")"
node --import tsx write-fixtures.ts
/usr/bin/python3 write-openpyxl.py
soffice --headless --convert-to xlsx --outdir . codes-libreoffice.fods products-libreoffice.fods >/dev/null
rm codes-libreoffice.fods products-libreoffice.fods
