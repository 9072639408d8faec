import { describe, expect, it } from 'vitest';
import { backOfficePageRefused } from './back-office-pages';

const editor = { isAdmin: false, handlesRequests: false };
const editorWithRequests = { isAdmin: false, handlesRequests: true };
const admin = { isAdmin: true, handlesRequests: true };

describe('backOfficePageRefused: what the back office refuses before it streams', () => {
  it('refuses the admins’ sections to editors, with or without a query or a sub-page', () => {
    for (const path of ['/admin/staff', '/admin/cabinet', '/admin/cabinet?onglet=horaires', '/admin/staff/x']) {
      expect(backOfficePageRefused(path, editor), path).toBe(true);
      expect(backOfficePageRefused(path, editorWithRequests), path).toBe(true);
      expect(backOfficePageRefused(path, admin), path).toBe(false);
    }
  });

  it('refuses the requests inbox to whoever does not handle requests', () => {
    expect(backOfficePageRefused('/admin/demandes', editor)).toBe(true);
    expect(backOfficePageRefused('/admin/demandes', editorWithRequests)).toBe(false);
    expect(backOfficePageRefused('/admin/demandes', admin)).toBe(false);
  });

  it('lets every member open the blog’s pages, and does not read a lookalike prefix as a section', () => {
    for (const path of ['/admin/blog', '/admin/blog/edit/1', '/admin/account', '/admin/staffing', '/admin/demandes-x'])
      expect(backOfficePageRefused(path, editor), path).toBe(false);
  });
});
