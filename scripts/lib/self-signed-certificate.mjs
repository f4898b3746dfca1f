// @ts-check
/**
 * A throwaway self-signed certificate, made with openssl, for HTTPS servers
 * that only tests and audits talk to (the image host stand-in, nginx in the
 * Observatory scan). Valid for one day; it is its own CA.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * Writes cert.pem and key.pem into `dir`.
 * @param {string} dir
 * @param {{ commonName: string, altNames: string[] }} subject
 *   altNames as openssl writes them: "DNS:www.example", "IP:127.0.0.1"
 * @returns {{ cert: string, key: string }} the two files' paths
 */
export function makeSelfSignedCertificate(dir, { commonName, altNames }) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${commonName}`,
      "-addext",
      `subjectAltName=${altNames.join(",")}`,
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "pipe", encoding: "utf8" },
  );
  if (made.status !== 0) {
    throw new Error(`openssl could not make a certificate: ${made.stderr || made.error}`);
  }
  return { cert, key };
}
