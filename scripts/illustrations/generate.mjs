// @ts-check
/**
 * Generates the site's SVG illustrations into app/assets/illustrations/.
 * Deterministic: running it twice writes byte-identical files.
 *
 *   node scripts/illustrations/generate.mjs
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureAnchors, scenes } from "./scenes.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, "../../app/assets/illustrations");

mkdirSync(outDir, { recursive: true });
for (const [name, build] of Object.entries(scenes)) {
  const svg = build().toString();
  writeFileSync(path.join(outDir, name), svg);
  console.log(`${name.padEnd(26)} ${String(Buffer.byteLength(svg)).padStart(6)} bytes`);
}

// Where the site should place the HTML labels of caixa-medidas.svg.
for (const [name, a] of Object.entries(measureAnchors())) {
  console.log(
    `caixa-medidas ${name}: line midpoint ${a.x}% ${a.y}%, outward ${a.out.join(", ")},` +
      ` label centre ${a.labelX}% ${a.labelY}%`,
  );
}
