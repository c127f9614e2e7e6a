/** The yardstick: a bare Fastify route on this machine, measured in the same run as the API. */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ success: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
