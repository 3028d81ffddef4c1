#!/usr/bin/env node
// The published CLI entry: runs the bundled CLI (built from src/cli/main.ts by `npm run build`).
import '../dist/cli/index.js';
