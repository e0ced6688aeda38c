/**
 * Registers a path's routes twice, on the path and on its trailing-slash twin, so that both are
 * served and both appear in the OpenAPI document (Fastify's ignoreTrailingSlash would show one).
 */
export function withSlashTwin(path: string, register: (url: string) => void) {
  register(path);
  register(`${path}/`);
}
