import { describe, expect, it } from 'vitest';
import { externalLinkProps, isExternal, linkSegments } from './external-link';

describe('external links', () => {
  it('treats http(s), mailto and tel as external, anything else as not', () => {
    for (const href of ['https://example.com', 'http://example.com/a?b=1', 'HTTPS://EXAMPLE.COM', 'mailto:desk@example.com', 'tel:+8613800138000']) {
      expect([href, isExternal(href)]).toEqual([href, true]);
    }
    for (const href of ['/jiedao/jd-help', 'jd-help', 'javascript:alert(1)', 'ftp://example.com', 'www.example.com', '']) {
      expect([href, isExternal(href)]).toEqual([href, false]);
    }
  });

  it('opens web pages in a new tab without a handle on the portal, and mailto and tel as they are', () => {
    expect(externalLinkProps('https://example.com')).toEqual({ href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer' });
    expect(externalLinkProps('mailto:desk@example.com')).toEqual({ href: 'mailto:desk@example.com' });
    expect(externalLinkProps('tel:+33612345678')).toEqual({ href: 'tel:+33612345678' });
  });

  it('finds the links in plain text, leaving a sentence\'s closing punctuation as text', () => {
    expect(linkSegments('See https://example.com/rates. Or write to mailto:desk@example.com, or call tel:+8613800138000')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/rates', href: 'https://example.com/rates' },
      { text: '. Or write to ' },
      { text: 'mailto:desk@example.com', href: 'mailto:desk@example.com' },
      { text: ', or call ' },
      { text: 'tel:+8613800138000', href: 'tel:+8613800138000' },
    ]);
    expect(linkSegments('详见 https://example.com/zh。谢谢')).toEqual([
      { text: '详见 ' },
      { text: 'https://example.com/zh', href: 'https://example.com/zh' },
      { text: '。谢谢' },
    ]);
    expect(linkSegments('no link here, not even javascript:alert(1)')).toEqual([{ text: 'no link here, not even javascript:alert(1)' }]);
    expect(linkSegments('')).toEqual([]);
  });
});
