// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';

afterEach(cleanup);

describe('LinkedText', () => {
  it('draws staff\'s plain text with its addresses as links: web pages in a new tab, mail and phone as they are', () => {
    render(
      <p>
        <LinkedText text={'Rates: https://www.example.com/rates. Write to mailto:desk@example.com or call tel:+8613800138000 <b>now</b>'} />
      </p>,
    );
    const web = screen.getByRole('link', { name: 'https://www.example.com/rates' });
    expect([web.getAttribute('href'), web.getAttribute('target'), web.getAttribute('rel')]).toEqual(['https://www.example.com/rates', '_blank', 'noopener noreferrer']);
    const mail = screen.getByRole('link', { name: 'mailto:desk@example.com' });
    expect([mail.getAttribute('href'), mail.getAttribute('target')]).toEqual(['mailto:desk@example.com', null]);
    expect(screen.getByRole('link', { name: 'tel:+8613800138000' }).getAttribute('href')).toBe('tel:+8613800138000');
    // Markup in the text stays text.
    expect(screen.getByText(/<b>now<\/b>/)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });
});
