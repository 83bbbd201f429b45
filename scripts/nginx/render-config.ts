import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export interface NginxRun {
  /** Folder holding nginx.conf and nginx's temporary files. */
  prefix: string;
  confFile: string;
}

const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * A self-contained nginx.conf around deploy/nginx/brumes.conf, to run nginx as an ordinary process
 * on a loopback port against a build (tests and benchmarks).
 */
export async function renderNginxConfig(buildDir: string, port: number, prefix: string): Promise<NginxRun> {
  if (!existsSync(BROTLI_MODULE)) {
    throw new Error(
      `nginx's brotli_static module is missing (${BROTLI_MODULE}): apt-get install nginx libnginx-mod-http-brotli-static`,
    );
  }
  await mkdir(path.join(prefix, "logs"), { recursive: true });
  const deployDir = path.resolve("deploy/nginx");
  const site = (await readFile(path.join(deployDir, "brumes.conf"), "utf8"))
    .replaceAll("BUILD_DIR", path.resolve(buildDir))
    .replaceAll("SNIPPETS_DIR", deployDir)
    .replace(/listen PORT;/, `listen 127.0.0.1:${port};`);
  const conf = `load_module ${BROTLI_MODULE};
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${site}
}
`;
  const confFile = path.join(prefix, "nginx.conf");
  await writeFile(confFile, conf);
  return { prefix, confFile };
}
