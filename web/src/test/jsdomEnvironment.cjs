// jsdom (jest-environment-jsdom) has no TextEncoder and no fetch classes, which react-router's data
// routers need (a loader gets a Request). Lend Node's, with Node's AbortController so a Request
// accepts the router's signal. jest.config.js (web project) names this file as testEnvironment.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'Headers',
  'Request',
  'Response',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchClasses;
