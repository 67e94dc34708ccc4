"""Writes the openpyxl fixtures from fixture-data.json (run by make-fixtures.sh, with Debian's python3-openpyxl)."""
import datetime
import json

import openpyxl

data = json.load(open("fixture-data.json"))
mine = data["writers"]["openpyxl"]


def cell_value(cell):
    if isinstance(cell, dict):
        return datetime.datetime.fromisoformat(cell["date"])
    return None if cell == "" else cell


def save(kind, sheet_name, header, rows):
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.title = sheet_name
    sheet.append(header)
    for row in rows:
        sheet.append([cell_value(cell) for cell in row])
    for row in sheet.iter_rows():
        for cell in row:
            if isinstance(cell.value, datetime.datetime):
                cell.number_format = "mmm-yy"  # Excel's built-in 17, as Excel shows a month typed as 2025-01
    workbook.save(f"{kind}-openpyxl.xlsx")


save("codes", "Codes", data["codesHeader"], [[code, f"carton {n + 1}"] for n, code in enumerate(mine["codes"])])
save("products", "Products", data["productsHeader"], mine["products"])
