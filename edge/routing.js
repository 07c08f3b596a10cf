// CloudFront Function (cloudfront-js-2.0), associated with both viewer-request
// and viewer-response of the site's default behaviour. The local edge server
// runs this exact file too (see server/edge.ts).
//
// viewer-request:  /dir/ -> /dir/index.html; /page -> 301 /page/ when /page/
//                  exists; any other unknown page -> /404.html or /it/404.html.
// viewer-response: the not-found page is answered with status 404 (S3 sends it
//                  as a normal 200 object; viewer-response functions only run
//                  for origin answers below 400, which this is).
//
// ROUTES is filled in by scripts/postbuild.ts from the built site: every
// directory that holds an index.html. Do not edit the generated copy in dist/.
var ROUTES = {}; /* __ROUTES__ */
var PROXY_HOSTS = []; /* __PROXY_HOSTS__ */
var PROXY_PATH = '/__third-party-proxy';
var LOCALES = ['it'];

function localeOf(uri) {
  for (var i = 0; i < LOCALES.length; i++) {
    var prefix = '/' + LOCALES[i];
    if (uri === prefix || uri.indexOf(prefix + '/') === 0) return LOCALES[i];
  }
  return '';
}

function notFoundPage(uri) {
  var locale = localeOf(uri);
  return locale ? '/' + locale + '/404.html' : '/404.html';
}

function hasExtension(uri) {
  var last = uri.slice(uri.lastIndexOf('/') + 1);
  return last.indexOf('.') !== -1;
}

function isNotFound(uri) {
  if (uri === '/404.html' || /^\/[a-z]{2}\/404\.html$/.test(uri)) return true;
  if (hasExtension(uri)) return false;
  var page = uri.charAt(uri.length - 1) === '/' ? uri : uri + '/';
  return ROUTES[page] !== 1;
}

function queryString(querystring) {
  var parts = [];
  for (var key in querystring) {
    var entry = querystring[key];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? key : key + '=' + values[i].value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

// Third-party scripts load through PROXY_PATH?url=… so the CSP stays 'self':
// only https URLs on an allowed host pass; anything else is refused with 400.
function proxyTarget(request) {
  var param = request.querystring && request.querystring.url;
  if (!param || param.multiValue) return null;
  var url;
  try {
    url = decodeURIComponent(param.value);
    // A named binding: cloudfront-js-2.0 is not known to take `catch {}`.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
  } catch (malformed) {
    return null; // a broken escape (`?url=%`) is a 400, never a function error
  }
  var match = /^https:\/\/([a-z0-9.-]+)(\/[^\s@]*)?$/i.exec(url);
  if (!match) return null;
  var host = match[1].toLowerCase();
  return PROXY_HOSTS.indexOf(host) === -1 ? null : { host: host, path: match[2] || '/' };
}

function onRequest(request) {
  var uri = request.uri || '/';
  if (uri === PROXY_PATH) {
    if (proxyTarget(request)) return request;
    return {
      statusCode: 400,
      statusDescription: 'Bad Request',
      headers: { 'content-type': { value: 'text/plain' }, 'cache-control': { value: 'no-store' } },
      body: { encoding: 'text', data: 'This address is not on the allow-list.' },
    };
  }
  if (hasExtension(uri)) return request;
  if (uri.charAt(uri.length - 1) === '/') {
    request.uri = ROUTES[uri] === 1 ? uri + 'index.html' : notFoundPage(uri);
    return request;
  }
  if (ROUTES[uri + '/'] === 1) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: {
        location: { value: uri + '/' + queryString(request.querystring || {}) },
        'cache-control': { value: 'public, max-age=3600' },
      },
    };
  }
  request.uri = notFoundPage(uri);
  return request;
}

function onResponse(request, response) {
  if (request.uri === PROXY_PATH) return response;
  if (response.statusCode === 200 && isNotFound(request.uri)) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}

function handler(event) {
  if (event.context && event.context.eventType === 'viewer-response') {
    return onResponse(event.request, event.response);
  }
  return onRequest(event.request);
}
