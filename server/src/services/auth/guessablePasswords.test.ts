import { describe, expect, it } from 'vitest';
import { isGuessablePassword } from './guessablePasswords';

const OWNER = { email: 'Lucia.Perez@example.com' };

describe('isGuessablePassword', () => {
  it.each([
    ['a leaked password', 'iloveyou'],
    ['a leaked password in capitals', 'PASSWORD1'],
    ['a Spanish word, with the accent or without', 'Contraseña'],
    ['a Spanish word with digits and symbols around it', 'mariposa2024!'],
    ['a first name with a year', 'María1985'],
    ['the site’s own words', 'crecerenfamilia'],
    ['the site’s own words with digits', 'familia2024'],
    ['one character repeated', 'zzzzzzzzzz'],
    ['a short unit repeated', '12121212'],
    ['a run up', 'abcdefghij'],
    ['a run down', '98765432'],
    ['her address', 'lucia.perez@example.com'],
    ['the name before her @, with digits', 'luciaperez2024'],
  ])('refuses %s (%s)', async (_why, password) => {
    expect(await isGuessablePassword(password, OWNER)).toBe(true);
  });

  it.each([
    ['a phrase of several words', 'el-mate-de-la-tarde'],
    ['a phrase with its own digits', 'clave-larga-123'],
    ['random characters', 'k7#Qm2!vZp9w'],
    ['two words run together', 'mariposaverde'],
    ['her name inside a longer phrase', 'lucia-come-pan-con-dulce'],
    ['a password in another script', 'пароль-моё-длинное'],
  ])('accepts %s (%s)', async (_why, password) => {
    expect(await isGuessablePassword(password, OWNER)).toBe(false);
  });

  it('checks her address only when it knows whose password it is', async () => {
    expect(await isGuessablePassword('luciaperez2024')).toBe(false);
  });
});
