// Starts Swagger UI on /api/docs (build.mjs loads its bundle before this file). A file of its own
// rather than inline script: the page's CSP allows only this site's scripts.
declare const SwaggerUIBundle: (options: Record<string, unknown>) => unknown;

SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#ui',
  deepLinking: true,
  // No badge fetched from validator.swagger.io: the page loads nothing from elsewhere.
  validatorUrl: null,
});
