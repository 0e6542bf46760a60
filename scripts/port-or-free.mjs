// `node scripts/port-or-free.mjs <port>`: prints the port when nothing listens on it on 127.0.0.1, else
// a free port (with a note on stderr), so a program that is not this run's (another checkout's server,
// or the web server a killed browser-test run left behind) cannot fail the tests that would use it.
import net from "node:net";

const wanted = Number(process.argv[2]);

const inUse = await new Promise((resolve) => {
  const socket = net.connect(wanted, "127.0.0.1");
  socket.on("connect", () => {
    socket.destroy();
    resolve(true);
  });
  socket.on("error", () => resolve(false));
});

if (!inUse) {
  console.log(wanted);
} else {
  const server = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = server.address();
    server.close();
    console.error(`port ${wanted} is in use by another program: using port ${port} instead`);
    console.log(port);
  });
}
