import { buildGateway } from './server';

async function main() {
  const restUrl = process.env.REST_URL ?? `http://127.0.0.1:${process.env.REST_PORT ?? 4001}`;
  const app = await buildGateway({ restUrl, logger: process.env.LOG_LEVEL === 'info' });
  const port = Number(process.env.PORT ?? 4000);
  await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`gateway: http://localhost:${port} (GraphQL at /graphql, GraphiQL at /graphiql), REST at ${restUrl}`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
