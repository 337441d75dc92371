/**
 * Built-in game content (public-site.md §9: 12 questions each for 'Probable que',
 * connection and emotions, 10 true/false, 3 puzzle words).
 *
 * Used twice: the seed writes it to the database, and the web client imports this
 * file directly as its offline fallback when questions cannot be loaded. That is
 * why it must stay free of imports — anything pulled in here would end up in the
 * browser bundle.
 */

/**
 * Each game's URL segment under /juegos (public-site.md §9), in the hub's order: the web app's
 * routes and the sitemap's list of pages both read it, so a renamed game cannot drop out of either.
 */
export const GAME_SLUGS = {
  PROBABLE_QUE: 'probable-que',
  VERDADERO_FALSO: 'verdadero-falso',
  PREGUNTAS_CONEXION: 'preguntas-conexion',
  DESCUBRIENDO_EMOCIONES: 'descubriendo-emociones',
  PUZZLE_PALABRAS: 'puzzle-palabras',
} as const;

export type SampleGameType = 'PROBABLE_QUE' | 'VERDADERO_FALSO' | 'PREGUNTAS_CONEXION' | 'DESCUBRIENDO_EMOCIONES';

export interface SampleQuestion {
  text: string;
  /** Only meaningful for VERDADERO_FALSO; null for every other game. */
  isTrue: boolean | null;
}

export interface SamplePuzzleWord {
  /** Uppercase A-Z only, as the puzzle compares against the upper-cased word. */
  word: string;
  activityDescription: string;
}

function withoutAnswer(texts: readonly string[]): SampleQuestion[] {
  return texts.map((text) => ({ text, isTrue: null }));
}

export const SAMPLE_QUESTIONS: Record<SampleGameType, SampleQuestion[]> = {
  PROBABLE_QUE: withoutAnswer([
    '¿Quién es más probable que se quede dormido viendo una película?',
    '¿Quién es más probable que cante en la ducha?',
    '¿Quién es más probable que se ría en un momento serio?',
    '¿Quién es más probable que se coma el último pedazo de torta sin avisar?',
    '¿Quién es más probable que pierda las llaves de casa?',
    '¿Quién es más probable que invente un baile nuevo?',
    '¿Quién es más probable que se despierte primero un domingo?',
    '¿Quién es más probable que llore con una película de dibujos animados?',
    '¿Quién es más probable que adopte todos los perros de la calle?',
    '¿Quién es más probable que cuente el mismo chiste dos veces?',
    '¿Quién es más probable que se olvide de un cumpleaños?',
    '¿Quién es más probable que organice una aventura sorpresa para toda la familia?',
  ]),

  VERDADERO_FALSO: [
    {
      text: 'Los chicos aprenden más de lo que ven hacer a los adultos que de lo que les decimos.',
      isTrue: true,
    },
    { text: 'Ponerle nombre a una emoción ayuda a que sea más fácil calmarla.', isTrue: true },
    { text: 'Un berrinche es siempre una señal de que un niño está malcriado.', isTrue: false },
    { text: 'Jugar juntos fortalece la confianza y el vínculo familiar.', isTrue: true },
    { text: 'Si un adulto le pide perdón a un hijo, pierde autoridad.', isTrue: false },
    { text: 'Los límites claros y predecibles ayudan a que los chicos se sientan seguros.', isTrue: true },
    { text: 'Los varones no deberían llorar.', isTrue: false },
    { text: 'Dormir bien influye en el humor y la conducta de toda la familia.', isTrue: true },
    { text: 'Escuchar a alguien significa estar de acuerdo con todo lo que dice.', isTrue: false },
    { text: 'Comparar a los hermanos entre sí los motiva a mejorar.', isTrue: false },
  ],

  PREGUNTAS_CONEXION: withoutAnswer([
    '¿Cuál es el recuerdo familiar que más te hace sonreír?',
    'Si pudiéramos irnos de viaje mañana, ¿adónde te gustaría ir y por qué?',
    '¿Qué es algo que aprendiste este año y que te hizo sentir orgulloso u orgullosa?',
    '¿Qué es lo que más te gusta hacer con cada persona de esta familia?',
    'Si tuvieras un superpoder para ayudar a la familia, ¿cuál elegirías?',
    '¿Qué te hace sentir querido o querida cuando tienes un mal día?',
    '¿Cuál es una tradición familiar que te gustaría no perder nunca?',
    '¿Qué gesto pequeño de alguien de la familia te alegró esta semana?',
    'Si pudieras cambiar una regla de la casa, ¿cuál sería y por qué?',
    '¿Qué te gustaría que hiciéramos más seguido en familia?',
    '¿Qué sueño tienes para cuando seas más grande (o para el próximo año)?',
    '¿Qué cualidad admiras de la persona que está a tu derecha?',
  ]),

  DESCUBRIENDO_EMOCIONES: withoutAnswer([
    '¿Qué te hace sentir muy feliz? Cuéntanos un momento en que lo sentiste.',
    '¿Qué haces cuando te sientes enojado o enojada? ¿Qué te ayuda a calmarte?',
    'Recuerda una vez en la que sentiste miedo. ¿Quién o qué te ayudó?',
    '¿En qué parte del cuerpo sientes los nervios? Muéstralo con las manos.',
    '¿Qué cosas te ponen triste? ¿Qué te gustaría que hicieran los demás cuando estás triste?',
    'Pon cara de sorpresa. ¿Cuándo fue la última vez que algo te sorprendió?',
    '¿Qué te hace sentir orgulloso u orgullosa de ti?',
    'Cuenta una situación en la que sentiste vergüenza. ¿Qué le dirías hoy a ese "tú"?',
    '¿Qué color le pondrías a la calma? ¿Y a la alegría?',
    '¿Qué puedes hacer para ayudar a alguien de la familia que está preocupado?',
    '¿Cómo te das cuenta de que otra persona está enojada, aunque no lo diga?',
    'Nombra tres cosas por las que hoy te sientes agradecido o agradecida.',
  ]),
};

export const SAMPLE_PUZZLE_WORDS: SamplePuzzleWord[] = [
  {
    word: 'RESPETO',
    activityDescription:
      'Armen juntos un cartel con tres acuerdos de convivencia que todos quieran cumplir (por ejemplo: golpear antes de entrar, no interrumpir, pedir las cosas por favor) y cuélguenlo en un lugar visible de la casa.',
  },
  {
    word: 'AMOR',
    activityDescription:
      'Cada integrante escribe o dibuja en un papelito algo que le gusta o admira de otra persona de la familia. Guárdenlos en un frasco y lean uno cada noche durante la semana.',
  },
  {
    word: 'ESCUCHA',
    activityDescription:
      'Jueguen a "el eco": por turnos, una persona cuenta algo que le pasó en el día y otra lo repite con sus propias palabras antes de dar su opinión. Después, charlen sobre cómo se sintieron al ser escuchados.',
  },
];
