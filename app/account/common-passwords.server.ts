/**
 * Passwords that guessing scripts try first: the most common ones worldwide and in French-speaking
 * countries. A new account may not take one of them, nor a password of one repeated character or of
 * consecutive digits or letters ('12345678', 'abcdefgh').
 */
const COMMON = new Set([
  '123456789',
  '12345678',
  '1234567890',
  '123123123',
  '11111111',
  '00000000',
  '987654321',
  '123456123',
  '1q2w3e4r',
  '1qaz2wsx',
  'qwertyuiop',
  'qwerty123',
  'azertyuiop',
  'azerty123',
  'azerty12',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'motdepasse',
  'motdepasse1',
  'motdepasse123',
  'iloveyou',
  'jetaime1',
  'jetaime123',
  'bonjour1',
  'bonjour123',
  'soleil123',
  'doudou123',
  'chouchou',
  'loulou123',
  'princesse',
  'marseille',
  'football',
  'football1',
  'baseball',
  'superman',
  'sunshine',
  'trustno1',
  'letmein1',
  'welcome1',
  'bienvenue',
  'bienvenue1',
  'cameroun',
  'cameroun1',
  'cameroun237',
  'douala237',
  'yaounde1',
  'nathalie',
  'nicolas1',
  'jennifer',
  'michelle',
  'computer',
  'internet',
  'starwars',
  'pokemon1',
  'dragon123',
  'master123',
  'monkey123',
  'shadow123',
  'abc12345',
  'abcd1234',
  'aa123456',
  'qwe12345',
  'zaq12wsx',
  'changeme',
  'secret123',
  'admin123',
  'administrator',
  'test1234',
])

function isRun(text: string): boolean {
  if (/^(.)\1+$/.test(text)) return true
  const codes = [...text].map((c) => c.charCodeAt(0))
  return (
    codes.every((c, i) => i === 0 || c - codes[i - 1]! === 1) ||
    codes.every((c, i) => i === 0 || codes[i - 1]! - c === 1)
  )
}

export function isCommonPassword(password: string): boolean {
  const text = password.trim().toLowerCase()
  return COMMON.has(text) || isRun(text)
}
