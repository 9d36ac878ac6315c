import { describe, expect, test } from 'bun:test';
import { publicClientKey } from './public-client-key.ts';

const at = (before: string, value: string, after: string) => ({ match: value, text: before + value + after, start: before.length, end: before.length + value.length });
const KEY = 'AIzaSyQ3v8Lm2Rk9Tn4Wb7Xc1Yd5Ze0Af6Bg3Ch';

describe('public_client_key', () => {
  test('a Google API key inside a Firebase config is refused', () => {
    expect(publicClientKey.validate(KEY, at('const firebaseConfig = {\n  apiKey: "', KEY, '",\n  authDomain: "shop-7.firebaseapp.com",\n  projectId: "shop-7",\n  messagingSenderId: "1234567890",\n};'))).toBe('invalid');
    expect(publicClientKey.validate(KEY, at('VITE_FIREBASE_API_KEY=', KEY, '\nVITE_FIREBASE_AUTH_DOMAIN=shop.firebaseapp.com\nVITE_FIREBASE_STORAGE_BUCKET=shop.appspot.com\n'))).toBe('invalid');
    expect(publicClientKey.why?.(KEY, at('', KEY, ''))).toContain('Firebase');
  });
  test('a Google API key elsewhere is kept', () => {
    expect(publicClientKey.validate(KEY, at('GOOGLE_MAPS_API_KEY=', KEY, '\nPROJECT_ID=acme\nAPP_ID=42'))).toBe('valid');
    expect(publicClientKey.validate(KEY, at('curl "https://maps.googleapis.com/maps/api/geocode/json?key=', KEY, '"'))).toBe('valid');
    expect(publicClientKey.validate(KEY, at('projectId: "x", appId: "y", key: "', KEY, '"'))).toBe('valid');
  });
  test('only the config\'s own key field is refused: another AIza key beside a Firebase config is kept', () => {
    const env = '\nFIREBASE_AUTH_DOMAIN=shop.firebaseapp.com\nFIREBASE_STORAGE_BUCKET=shop.appspot.com\n';
    expect(publicClientKey.validate(KEY, at('FIREBASE_API_KEY=', KEY, env))).toBe('invalid');
    expect(publicClientKey.validate(KEY, at('export NEXT_PUBLIC_FIREBASE_API_KEY="', KEY, '"' + env))).toBe('invalid');
    expect(publicClientKey.validate(KEY, at('const cfg = { firebaseApiKey: \'', KEY, '\', authDomain: "shop.firebaseapp.com" };'))).toBe('invalid');
    expect(publicClientKey.validate(KEY, at('{"apiKey": "', KEY, '", "authDomain": "shop.firebaseapp.com", "storageBucket": "shop.appspot.com"}'))).toBe('invalid');
    expect(publicClientKey.validate(KEY, at('<dict>\n\t<key>API_KEY</key>\n\t<string>', KEY, '</string>\n\t<key>DATABASE_URL</key>\n\t<string>https://shop.firebaseio.com</string>\n\t<key>STORAGE_BUCKET</key>\n\t<string>shop.appspot.com</string>'))).toBe('invalid');
    expect(publicClientKey.validate(KEY, at('"project_info": {"firebase_url": "https://shop.firebaseio.com", "storage_bucket": "shop.appspot.com"}, "api_key": [{"current_key": "', KEY, '"}]'))).toBe('invalid');
    expect(publicClientKey.validate(KEY, at('GEMINI_API_KEY=', KEY, env))).toBe('valid');
    expect(publicClientKey.validate(KEY, at('FCM_SERVER_KEY=', KEY, env))).toBe('valid');
    expect(publicClientKey.validate(KEY, at('firebase:\n  authDomain: shop.firebaseapp.com\n  storageBucket: shop.appspot.com\nmaps_server_key: ', KEY, '\n'))).toBe('valid');
    expect(publicClientKey.validate(KEY, at('const firebaseConfig = { apiKey: "AIzaSyA0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", authDomain: "shop.firebaseapp.com" };\nconst VISION_API_KEY = "', KEY, '";'))).toBe('valid');
    expect(publicClientKey.validate(KEY, at('authDomain: shop.firebaseapp.com, storageBucket: shop.appspot.com, the key is ', KEY, ''))).toBe('valid');
  });
  test('JWTs are judged by jwt_public_role', () => {
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    expect(publicClientKey.validate(`${b64({ alg: 'HS256' })}.${b64({ role: 'anon' })}.c2ln`)).toBe('invalid');
    expect(publicClientKey.validate(`${b64({ alg: 'HS256' })}.${b64({ role: 'service_role' })}.c2ln`)).toBe('valid');
    expect(publicClientKey.validate('S3cr3tPassw0rd')).toBe('not_applicable');
  });
});
