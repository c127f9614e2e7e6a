// `npm start`: install what is missing, build the web app, then run the server, which migrates,
// seeds demo data into an empty database and serves the API and the web app on one port.
import { spawn } from 'node:child_process';
import { checkNode, ensureInstalled, ensureWebBuilt, root } from './prepare.mjs';

checkNode();
ensureInstalled();
ensureWebBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
