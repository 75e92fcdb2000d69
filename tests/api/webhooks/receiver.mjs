// A webhook receiver as an integrator writes one: https on 127.0.0.1, each message verified with
// the Standard Webhooks library (npm `standardwebhooks`, from ui/node_modules). Usage:
//   node receiver.mjs PORT CERT KEY DIR
// A POST to /<name> is verified with the secret in DIR/<name>.secret and answered 204; a message
// that does not verify, 400. /redirect answers 302 elsewhere. Prints one JSON line per request:
// {path, verified, id, type, data} or {path, verified: false, error}; "listening PORT" first.
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { createRequire } from 'node:module';

const ui = path.join(path.dirname(new URL(import.meta.url).pathname), '../../../ui/package.json');
const { Webhook } = createRequire(ui)('standardwebhooks');

const [port, cert, key, dir] = process.argv.slice(2);
const server = https.createServer({ cert: fs.readFileSync(cert), key: fs.readFileSync(key) }, (req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const name = req.url.replace(/^\//, '').replace(/[^a-z0-9-]/gi, '');
    if (name === 'redirect') {
      console.log(JSON.stringify({ path: req.url, verified: false, error: 'redirected' }));
      res.writeHead(302, { Location: 'https://example.com/elsewhere' }).end('moved');
      return;
    }
    try {
      const secret = fs.readFileSync(path.join(dir, `${name}.secret`), 'utf8').trim();
      const message = new Webhook(secret).verify(body, req.headers);
      console.log(JSON.stringify({ path: req.url, verified: true, id: req.headers['webhook-id'], type: message.type, data: message.data }));
      res.writeHead(204).end();
    } catch (e) {
      console.log(JSON.stringify({ path: req.url, verified: false, error: String(e.message || e) }));
      res.writeHead(400).end('not verified');
    }
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log(`listening ${server.address().port}`));
