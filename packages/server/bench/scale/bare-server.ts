// The machine's yardstick for `npm run bench:scale`: a bare Fastify app with one small JSON route, no
// database, in its own process like the real server. Its requests/s say what this machine and Node can do
// at all, so the figures of the real endpoints can be read against it. Listens on PORT (127.0.0.1).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ id: 1, title: 'A bare JSON answer', amounts: [100, 200, 300] }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
