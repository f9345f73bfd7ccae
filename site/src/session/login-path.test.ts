import { describe, expect, it } from 'vitest';
import { loginPath, nextPath } from './login-path.ts';

function next(value: string): string {
  return nextPath(`?next=${encodeURIComponent(value)}`);
}

describe('nextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(next('/saved?page=2')).toBe('/saved?page=2');
    expect(next('/campaign/12#donate')).toBe('/campaign/12#donate');
    expect(next('/user')).toBe('/user');
  });

  it('goes home without a next parameter', () => {
    expect(nextPath('')).toBe('/');
    expect(nextPath('?next=')).toBe('/');
  });

  it('refuses other origins, however they are spelled', () => {
    expect(next('https://x.example')).toBe('/');
    expect(next('//x.example')).toBe('/');
    expect(next('/\\x.example')).toBe('/');
    expect(next('\\\\x.example')).toBe('/');
    expect(next('x.example')).toBe('/');
    expect(next('javascript:alert(1)')).toBe('/');
  });

  it('refuses control characters, which the URL parser drops: "/<tab>/x" would become "//x"', () => {
    expect(next('/\t/example.com')).toBe('/');
    expect(next('/\n/example.com')).toBe('/');
    expect(next('/\r/example.com')).toBe('/');
    expect(next('/saved\u0000')).toBe('/');
    expect(next('/saved\u007f')).toBe('/');
  });

  it('refuses paths that dot segments turn into "//host"', () => {
    expect(next('/.//example.com')).toBe('/');
    expect(next('/a/../..//example.com')).toBe('/');
    expect(next('/%2e%2e//example.com')).toBe('/');
  });

  it('goes home for what the URL parser cannot read, instead of throwing (review #13)', () => {
    // `/login?next=//a%253Ab` as the browser sends it: the parameter reads "//a%3Ab", a host "a:b".
    expect(nextPath('?next=//a%253Ab')).toBe('/');
    expect(next('//a%3Ab')).toBe('/');
    expect(next('//[::1')).toBe('/');
    expect(next('//a b')).toBe('/');
    expect(next('//%00')).toBe('/');
    expect(next('//xn--')).toBe('/');
    expect(next('//256.256.256.256')).toBe('/');
    expect(next('//host:99999')).toBe('/');
    expect(next(`/${'%'.repeat(5000)}`)).toBe(`/${'%'.repeat(5000)}`);
  });

  it('sends the login and signup pages home rather than back to themselves', () => {
    expect(next('/login')).toBe('/');
    expect(next('/signup?next=%2Fsaved')).toBe('/');
    expect(next('/./login')).toBe('/');
    expect(next('/login/')).toBe('/');
  });

  it('hands on the parsed form of the path', () => {
    expect(next('/a/../saved')).toBe('/saved');
    expect(next('/ x')).toBe('/%20x');
  });
});

describe('loginPath', () => {
  it('names the way back unless it is home', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/user')).toBe('/login?next=%2Fuser');
    expect(loginPath('/saved', '/signup')).toBe('/signup?next=%2Fsaved');
  });
});
