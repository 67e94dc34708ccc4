#!/usr/bin/env node
/** `pnpm decisions`: rewrites docs/decisions/README.md and areas/ from the records (decision-records.mjs). */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { indexFiles, readRecords, recordsDir } from './decision-records.mjs';

const records = readRecords();
rmSync(path.join(recordsDir, 'areas'), { recursive: true, force: true });
mkdirSync(path.join(recordsDir, 'areas'));
for (const [file, text] of indexFiles(records)) writeFileSync(path.join(recordsDir, file), text);
console.log(`docs/decisions/README.md: ${records.length} records`);
