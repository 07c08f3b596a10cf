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
//
// The third-party proxy (/__third-party-proxy?url=…) never comes here: it has
// its own CloudFront behaviour and function (functions/third-party-proxy.ts),
// which alone reads and checks the address; the local server does the same.
var ROUTES = {}; /* __ROUTES__ */
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

function onRequest(request) {
  var uri = request.uri || '/';
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
