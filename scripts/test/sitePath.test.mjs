/**
 * The path decision of the static sites (lib/sitePath.mjs): what stays inside the site's folder is
 * looked up, decoded and normalised; every way out, the channel file and half-built releases are
 * refused. The sites themselves answering such requests: serveStatic.test.mjs.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { releasePath, sitePath } from '../lib/sitePath.mjs';

describe('sitePath', () => {
  test('ordinary paths pass, decoded once, without query or fragment', () => {
    assert.equal(sitePath('/'), '/');
    assert.equal(sitePath('/remoteEntry.js'), '/remoteEntry.js');
    assert.equal(sitePath('/mf-manifest.json?v=3'), '/mf-manifest.json');
    assert.equal(sitePath('/static/js/main.1a2b3c4d.js#x'), '/static/js/main.1a2b3c4d.js');
    assert.equal(sitePath('/logos/sv%20gruppe.svg'), '/logos/sv gruppe.svg');
    assert.equal(sitePath('/seite/%C3%BCber'), '/seite/über');
    assert.equal(sitePath('/releases/0.1.0-20261101080000/remoteEntry.js'), '/releases/0.1.0-20261101080000/remoteEntry.js');
    // A lone encoded dot inside a name is only a dot.
    assert.equal(sitePath('/remoteEntry%2ejs'), '/remoteEntry.js');
  });

  test('empty segments are dropped, a trailing slash is kept', () => {
    assert.equal(sitePath('//remoteEntry.js'), '/remoteEntry.js');
    assert.equal(sitePath('/releases//0.1.0-1///remoteEntry.js'), '/releases/0.1.0-1/remoteEntry.js');
    assert.equal(sitePath('/seo-self-made/'), '/seo-self-made/');
    assert.equal(sitePath('//'), '/');
  });

  const refused = {
    'a .. segment': '/releases/1/../channel.json',
    'a .. segment at the start': '/../package.json',
    'a .. segment at the end': '/releases/1/..',
    'a . segment': '/releases/./channel.json',
    'encoded dots': '/releases/1/%2e%2e/channel.json',
    'encoded dots, upper case': '/releases/1/%2E%2E/channel.json',
    'one dot encoded': '/releases/1/.%2e/channel.json',
    'an encoded slash': '/releases/1/..%2fchannel.json',
    'an encoded slash, upper case': '/releases%2F1%2F..%2Fchannel.json',
    'an encoded backslash': '/releases/1/..%5cchannel.json',
    'an encoded backslash, upper case': '/releases/1/..%5Cchannel.json',
    'a backslash': '/releases/1/..\\channel.json',
    'double-encoded dots': '/releases/1/%252e%252e/channel.json',
    'a double-encoded slash': '/releases/1/..%252fchannel.json',
    'an encoded NUL': '/releases/1/remoteEntry.js%00.png',
    'a NUL': '/remoteEntry.js\u0000',
    'another control character': '/remote%0aEntry.js',
    'an encoded question mark': '/remoteEntry.js%3f',
    'malformed encoding': '/%e0%a4%a',
    'a dotfile': '/.env',
    'a dot folder': '/.git/config',
    'the channel file': '/releases/channel.json',
    'the channel file in a version folder': '/releases/1/channel.json',
    'the channel file at the root': '/channel.json',
    'the channel file in other case': '/releases/Channel.JSON',
    'the channel file while written': '/releases/channel.json.tmp',
    'the channel file compressed': '/channel.json.br',
    'a partial release': '/releases/0.3.0-20261104080000.partial/remoteEntry.js',
    'a partial release, encoded': '/releases/0.3.0-20261104080000%2epartial/remoteEntry.js',
    'a partial release in other case': '/releases/0.3.0-20261104080000.PARTIAL/remoteEntry.js',
    'a file named .partial': '/x.partial',
    'no leading slash': 'releases/1/remoteEntry.js',
    'an absolute URL': 'http://127.0.0.1:3002/releases/1/../channel.json',
    'an asterisk': '*',
    nothing: '',
  };
  for (const [name, url] of Object.entries(refused)) {
    test(`refuses ${name}`, () => assert.equal(sitePath(url), null, url));
  }
  test('refuses no URL at all', () => assert.equal(sitePath(undefined), null));
});

describe('releasePath', () => {
  test('a file in a version folder, relative to the releases folder', () => {
    assert.equal(releasePath('/releases/0.1.0-20261101080000/remoteEntry.js'), '/0.1.0-20261101080000/remoteEntry.js');
    assert.equal(releasePath('/releases/1.2.3+build/static/js/a.1a2b3c4d.js'), '/1.2.3+build/static/js/a.1a2b3c4d.js');
    assert.equal(releasePath('/releases/0.1.0-1/'), '/0.1.0-1/');
  });

  test('nothing else under /releases/', () => {
    for (const path of [
      '/releases/',
      '/releases/0.1.0-1',
      '/releases/neu/remoteEntry.js',
      '/releases/x1/remoteEntry.js',
      '/remoteEntry.js',
    ]) {
      assert.equal(releasePath(path), null, path);
    }
  });
});
