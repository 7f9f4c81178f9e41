// Starts Swagger UI on /api/docs (issue 21 point 7). An external script, because the page's policy
// allows no inline script. The document is the one next to this page: /api/openapi.json.
/* global SwaggerUIBundle */
window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({
    url: new URL('openapi.json', location.href).href,
    dom_id: '#swagger-ui',
    deepLinking: true,
    // No badge from validator.swagger.io: nothing leaves this origin.
    validatorUrl: null,
    // "Try it out" sends the session cookie, as the widgets do.
    withCredentials: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
