/**
 * Demo content for an empty database.
 *
 * Facts that tests rely on (keep them true when editing):
 * - SEED_CATEGORIES has 7 entries; 'Vínculos Familiares' is the one with a null description.
 * - SEED_ARTICLES: 24 'Publicado' + 3 'Borrador' = 27, all titles distinct, all daysAgo distinct.
 *   With page size 9 the public list has 3 pages (9 + 9 + 6).
 * - Published articles per category: Crianza 5 (the first category; it also has 1 draft),
 *   Emociones 4, Adolescencia 4, Límites 4, Comunicación 4, Vínculos Familiares 3,
 *   Desarrollo Infantil 0 (its only article is a draft, so filtering by it shows the empty state).
 * - 4 featured articles, all published: 'Crianza respetuosa: qué es y qué no es',
 *   'Educación emocional: por qué empieza en casa', 'Hablar con adolescentes sin que se cierren',
 *   'Límites con amor: firmeza y ternura a la vez'.
 * - Accent-insensitive search: exactly two articles contain 'educ' in their title or summary, both
 *   published and only in the title: 'Educación emocional: por qué empieza en casa' (accented) and
 *   'Cómo educar sin gritos: estrategias para los días difíciles'. So searching 'educacion' finds
 *   one article, 'educar' finds one and 'educ' finds both. No guide contains 'educ'.
 * - SEED_GUIDES: 12 = 8 'Publicado' + 4 'Borrador'. Published: 4 free with a PDF, 4 paid with a
 *   payment link; of the paid ones only 'Berrinches: guía completa para acompañar sin gritar' also
 *   has a PDF (the one guide whose purchase-success page can offer a download). Prices include
 *   4500 and 7990.5; one free guide stores price 0 instead of null, since both mean free.
 *   2 featured, both published. Desarrollo Infantil has no published guide.
 */

export interface SeedCategory {
  name: string;
  description: string | null;
}

export type SeedCategoryPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export type SeedStatus = 'Borrador' | 'Publicado';

export interface SeedArticle {
  title: string;
  summary: string;
  /** HTML limited to <h2>, <p>, <ul><li>, <strong>, <em>, <blockquote>. */
  content: string;
  /** A SeedCategory name. */
  category: string;
  status: SeedStatus;
  isFeatured: boolean;
  /** Distinct per article, so created_at ordering is unambiguous. */
  daysAgo: number;
  categoryPosition: SeedCategoryPosition;
}

export interface SeedGuide {
  title: string;
  description: string;
  /** A SeedCategory name. */
  category: string;
  status: SeedStatus;
  isFeatured: boolean;
  /** Distinct per guide, so created_at ordering is unambiguous. */
  daysAgo: number;
  /** ARS; null means free. */
  price: number | null;
  paymentLink: string | null;
  hasPdf: boolean;
  categoryPosition: SeedCategoryPosition;
}

function html(...blocks: string[]): string {
  return blocks.join('\n');
}

function list(...items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: 'Crianza',
    description: 'Herramientas y reflexiones para acompañar el crecimiento de los hijos con amor y respeto.',
  },
  { name: 'Emociones', description: 'Cómo reconocer, nombrar y acompañar las emociones de grandes y chicos.' },
  {
    name: 'Adolescencia',
    description: 'Diálogo, autonomía y cuidados en una etapa de grandes cambios para toda la familia.',
  },
  { name: 'Límites', description: 'Poner límites claros y afectuosos, sin gritos ni castigos.' },
  { name: 'Comunicación', description: 'Escuchar, hablar y entenderse mejor en casa.' },
  { name: 'Vínculos Familiares', description: null },
  {
    name: 'Desarrollo Infantil',
    description: 'Etapas, hitos y hábitos del crecimiento: sueño, juego, autonomía y aprendizaje.',
  },
];

export const SEED_ARTICLES: SeedArticle[] = [
  // --- Crianza (5 published, 1 draft) ---------------------------------------
  {
    title: 'Crianza respetuosa: qué es y qué no es',
    summary:
      'Ni permisividad ni autoritarismo: te cuento en qué consiste realmente la crianza respetuosa y cómo llevarla a la práctica en el día a día.',
    content: html(
      '<p>En los últimos años, la expresión <strong>crianza respetuosa</strong> se volvió muy popular, y con la popularidad llegaron también muchos malentendidos. Hay quienes creen que significa dejar que los chicos hagan lo que quieran, y quienes sienten que exige una paciencia infinita que nadie tiene. Ninguna de las dos cosas es cierta.</p>',
      '<h2>Respetar no es consentir</h2>',
      '<p>Criar con respeto implica tratar a nuestros hijos como personas completas, con emociones, necesidades y tiempos propios, sin dejar de ser los adultos a cargo. Los límites siguen existiendo; lo que cambia es la forma de sostenerlos: sin humillaciones, sin amenazas y sin golpes.</p>',
      '<p>Un niño que escucha "entiendo que estés enojado porque querías seguir jugando, y igual es hora de bañarse" recibe dos mensajes al mismo tiempo: su emoción es válida y el adulto se hace cargo de la decisión. Esa combinación de <em>firmeza y calidez</em> es el corazón de este enfoque.</p>',
      '<h2>Tres ideas para empezar</h2>',
      list(
        '<strong>Mirar la necesidad detrás de la conducta:</strong> un berrinche suele hablar de cansancio, hambre o frustración.',
        '<strong>Anticipar en lugar de sorprender:</strong> avisar los cambios ayuda a que los chicos se organicen.',
        '<strong>Reparar cuando nos equivocamos:</strong> pedir perdón enseña más que cualquier sermón.',
      ),
      '<p>La crianza respetuosa no busca padres perfectos. Vas a tener días en los que grites o pierdas la paciencia, y eso no borra todo lo construido. Lo que importa es volver al vínculo, reconocer lo que pasó y seguir intentando.</p>',
      '<blockquote>Los chicos no necesitan adultos perfectos, sino adultos disponibles que puedan reparar.</blockquote>',
      '<p>Si sientes que te cuesta encontrar el equilibrio, no es algo que tengas que resolver en soledad: es un aprendizaje que se construye con el tiempo, y pedir ayuda también es parte de criar con respeto.</p>',
    ),
    category: 'Crianza',
    status: 'Publicado',
    isFeatured: true,
    daysAgo: 3,
    categoryPosition: 'top-right',
  },
  {
    title: 'Rutinas que dan seguridad: el poder de lo predecible',
    summary:
      'Las rutinas no son rigidez: son un mapa que ayuda a los chicos a anticipar lo que viene y a sentirse tranquilos.',
    content: html(
      '<p>Para un niño pequeño, el mundo puede ser un lugar bastante impredecible. Los adultos deciden cuándo se sale, cuándo se come y cuándo se duerme, muchas veces sin aviso. Por eso las <strong>rutinas</strong> funcionan como un mapa: le permiten saber qué viene después y prepararse para ello.</p>',
      '<h2>¿Por qué calman las rutinas?</h2>',
      '<p>Cuando el día tiene una secuencia conocida, el cerebro infantil no necesita estar en alerta todo el tiempo, y esa energía queda libre para jugar, explorar y aprender. Además, las rutinas reducen las discusiones: si después de cenar siempre viene el baño, ya no es una orden arbitraria del adulto, sino "lo que hacemos en casa".</p>',
      '<h2>Cómo armar una rutina que funcione</h2>',
      list(
        'Elige pocos momentos clave: la mañana, la vuelta de la escuela y la hora de dormir.',
        'Usa apoyos visuales, como dibujos o fotos de cada paso, para los más chicos.',
        'Mantén el orden de las actividades aunque cambie el horario.',
        'Deja lugar para la flexibilidad en vacaciones, visitas o días especiales.',
      ),
      '<p>Es importante que la rutina esté al servicio de la familia y no al revés. Si un día todo se desordena, no pasa nada: lo valioso es que exista una base a la que volver.</p>',
      '<p>Con los años, las rutinas compartidas se convierten en rituales con significado: el cuento de la noche, el desayuno de los sábados, la canción del auto. Esos pequeños momentos son los que los chicos recuerdan cuando crecen.</p>',
    ),
    category: 'Crianza',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 18,
    categoryPosition: 'top-left',
  },
  {
    title: 'El juego libre y su importancia en el desarrollo',
    summary:
      'Jugar sin consignas ni pantallas es una de las actividades más valiosas de la infancia. Descubre por qué y cómo favorecerlo en casa.',
    content: html(
      '<p>En una época de agendas llenas y actividades programadas, el <strong>juego libre</strong> parece un lujo. Sin embargo, es una de las experiencias más importantes de la infancia: cuando los chicos juegan sin reglas impuestas por los adultos, ponen en marcha su creatividad, su lenguaje y su capacidad para resolver problemas.</p>',
      '<h2>Lo que pasa cuando un niño juega</h2>',
      '<p>Una caja puede ser un barco, una nave espacial o una casa. En ese "como si", los chicos ensayan roles, elaboran experiencias que los inquietaron y aprenden a negociar con otros. Por eso el juego es también una forma de procesar emociones: muchas veces, lo que no pueden decir con palabras aparece jugando.</p>',
      '<h2>Cómo favorecerlo</h2>',
      list(
        'Ofrece materiales simples y abiertos: bloques, telas, cajas, masa, lápices.',
        'Reserva tiempos sin pantallas y sin actividades dirigidas.',
        'Tolera un poco de desorden: es parte del proceso.',
        'Acompaña sin dirigir: mira, comenta, sigue su propuesta.',
      ),
      '<p>El aburrimiento también tiene su lugar. Cuando un chico dice "no sé qué hacer" y no corremos a resolverlo, muchas veces aparece una idea propia al cabo de unos minutos.</p>',
      '<p>Y si te invitan a jugar, aprovecha: diez minutos en el piso, siguiendo sus reglas, valen más que cualquier juguete caro.</p>',
    ),
    category: 'Crianza',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 40,
    categoryPosition: 'bottom-right',
  },
  {
    title: 'Cómo acompañar los berrinches sin perder la calma',
    summary:
      'Los berrinches son parte del desarrollo. Te propongo algunas claves para atravesarlos con más calma y menos culpa.',
    content: html(
      '<p>Pocos momentos ponen tan a prueba la paciencia como un berrinche en medio del supermercado. Pero entender qué le pasa a un niño en ese momento cambia mucho la forma en que podemos responder.</p>',
      '<h2>Qué está pasando por dentro</h2>',
      '<p>Entre los 2 y los 5 años, las áreas del cerebro que regulan las emociones todavía están madurando. Cuando la frustración los desborda, los chicos literalmente no pueden "calmarse solos". El berrinche no es un desafío a tu autoridad: es una tormenta que necesita un adulto que la contenga.</p>',
      '<h2>Durante la tormenta</h2>',
      list(
        '<strong>Cuida la seguridad:</strong> que no se lastime ni lastime a otros.',
        '<strong>Habla poco y con voz tranquila:</strong> en pleno desborde, las explicaciones no llegan.',
        '<strong>Ofrece presencia:</strong> "Estoy acá, te acompaño hasta que se te pase".',
        '<strong>Sostén el límite:</strong> calmarlo no significa darle lo que pedía.',
      ),
      '<p>Cuando la tormenta pasa, llega el momento de conversar. Pueden ponerle nombre a lo que sintió ("estabas muy frustrado porque querías el chocolate") y pensar juntos qué podría ayudar la próxima vez.</p>',
      '<p>Tu calma es la mejor herramienta, pero no siempre vas a tenerla. Si sientes que estás por explotar, está bien tomarte unos segundos, respirar hondo y recién después intervenir.</p>',
      '<blockquote>Un niño desbordado necesita tomar prestada la calma de un adulto.</blockquote>',
      '<p>Si los berrinches son muy frecuentes, muy intensos o continúan más allá de los 6 o 7 años, vale la pena consultar con un profesional para entender qué los está provocando.</p>',
    ),
    category: 'Crianza',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 65,
    categoryPosition: 'top-right',
  },
  {
    title: 'Pantallas en la infancia: acuerdos posibles en casa',
    summary:
      'Más que prohibir, se trata de acordar. Algunas ideas para ordenar el uso de pantallas según la edad y sin peleas diarias.',
    content: html(
      '<p>Las pantallas llegaron para quedarse y forman parte de la vida de todas las familias. La pregunta ya no es si los chicos las usan, sino <strong>cómo, cuánto y para qué</strong>.</p>',
      '<h2>Recomendaciones según la edad</h2>',
      list(
        '<strong>Menores de 2 años:</strong> lo ideal es evitarlas, salvo las videollamadas con familiares.',
        '<strong>De 2 a 5 años:</strong> no más de una hora diaria, con contenidos de calidad y, en lo posible, compartidos.',
        '<strong>Escolares:</strong> tiempos acordados que no reemplacen el sueño, el juego al aire libre ni la vida en familia.',
      ),
      '<p>Más allá de los minutos, importa el contexto. No es lo mismo mirar una película juntos y comentarla que pasar horas mirando videos en soledad. Acompañar lo que ven nos permite conocer sus intereses y conversar sobre lo que les pasa.</p>',
      '<h2>Acuerdos que funcionan</h2>',
      '<p>Los acuerdos funcionan mejor cuando se construyen en familia y se anticipan: "hoy pueden usar la tablet después de la merienda, hasta que suene la alarma". Algunas familias eligen espacios libres de pantallas, como la mesa y los dormitorios, y momentos sin dispositivos para todos, adultos incluidos.</p>',
      '<p>Y aquí está la parte más difícil: los chicos miran lo que hacemos. Si queremos que dejen el celular, también nosotros tenemos que revisar cuánto tiempo pasamos conectados delante de ellos.</p>',
      '<p>Cuando se termina el tiempo acordado, es esperable que haya protestas. Validar el enojo ("es difícil cortar cuando algo te gusta tanto") y sostener el acuerdo con calma funciona mucho mejor que negociar cada día.</p>',
    ),
    category: 'Crianza',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 95,
    categoryPosition: 'bottom-left',
  },

  // --- Emociones (4 published) ----------------------------------------------
  {
    title: 'Educación emocional: por qué empieza en casa',
    summary:
      'Reconocer, nombrar y regular lo que sentimos se aprende, y el primer lugar donde se aprende es la familia.',
    content: html(
      '<p>Solemos pensar que las emociones "se tienen" y ya. Pero la capacidad de reconocer lo que sentimos, ponerle nombre y regularlo <strong>se aprende</strong>, y se aprende sobre todo en casa, mucho antes de que los chicos lleguen a la escuela.</p>',
      '<h2>Los chicos aprenden mirando</h2>',
      '<p>Cada vez que un adulto dice "estoy cansada y por eso estoy de mal humor, voy a tomarme un momento", está enseñando algo muy valioso: que las emociones se pueden nombrar y que hay formas de atravesarlas sin lastimar a nadie. Los chicos aprenden mucho más de lo que ven que de lo que les decimos.</p>',
      '<h2>Tres hábitos sencillos</h2>',
      list(
        '<strong>Poner palabras:</strong> "parece que estás frustrado", "veo que te pusiste contenta".',
        '<strong>Validar antes de corregir:</strong> todas las emociones son válidas; no todas las conductas lo son.',
        '<strong>Buscar juntos estrategias:</strong> respirar, abrazar, dibujar, moverse, pedir ayuda.',
      ),
      '<p>No se trata de evitar que los chicos se enojen o se pongan tristes, sino de que aprendan que esas emociones no son peligrosas y que tienen adultos disponibles para acompañarlas.</p>',
      '<p>Los cuentos, los juegos de roles y las charlas antes de dormir son excelentes oportunidades para hablar de lo que sentimos. Con el tiempo, esas conversaciones se vuelven parte natural de la vida familiar.</p>',
      '<blockquote>Un niño que aprende a nombrar lo que siente tiene más herramientas para cuidarse y cuidar a otros.</blockquote>',
    ),
    category: 'Emociones',
    status: 'Publicado',
    isFeatured: true,
    daysAgo: 7,
    categoryPosition: 'top-left',
  },
  {
    title: 'Miedos infantiles: cómo acompañarlos según la edad',
    summary:
      'La oscuridad, los monstruos o separarse de mamá y papá: los miedos cambian con la edad y cumplen una función. Te cuento cómo acompañarlos.',
    content: html(
      '<p>Los miedos forman parte del desarrollo normal. Cumplen una función protectora y, además, van cambiando a medida que los chicos crecen y comprenden mejor el mundo que los rodea.</p>',
      '<h2>Miedos esperables en cada etapa</h2>',
      list(
        '<strong>Bebés:</strong> ruidos fuertes y personas desconocidas.',
        '<strong>De 2 a 4 años:</strong> la oscuridad, los animales, separarse de sus figuras de apego.',
        '<strong>De 4 a 6 años:</strong> monstruos, fantasmas y seres imaginarios.',
        '<strong>Escolares:</strong> miedos más realistas, como accidentes, enfermedades o la muerte.',
      ),
      '<p>Frente a un miedo, la tentación es decir "no pasa nada" o "no seas miedoso". Aunque la intención sea tranquilizar, ese mensaje hace que el niño sienta que lo que le pasa no es importante. Es más útil reconocer la emoción: "te da miedo la oscuridad, te entiendo; vamos a buscar juntos algo que te ayude".</p>',
      '<h2>Estrategias que ayudan</h2>',
      '<p>Una luz tenue, un muñeco "guardián", un ritual para revisar debajo de la cama o un cuento cuyo protagonista enfrenta su miedo pueden hacer una gran diferencia. La idea es acompañar al niño para que, de a poco, se sienta capaz de enfrentar lo que le asusta.</p>',
      '<p>Conviene no exponerlo de golpe a aquello que teme y no burlarse nunca de su miedo. Los pasos pequeños y la confianza de un adulto que cree en él son la mejor combinación.</p>',
      '<p>Si el miedo es muy intenso, dura muchos meses o le impide hacer actividades cotidianas como ir a la escuela o dormir, conviene consultar.</p>',
    ),
    category: 'Emociones',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 27,
    categoryPosition: 'bottom-right',
  },
  {
    title: 'Ansiedad en niños: señales para prestar atención',
    summary:
      'Dolores de panza, problemas para dormir o preguntas que se repiten: la ansiedad infantil no siempre se ve como esperamos.',
    content: html(
      '<p>Todos los chicos se preocupan de vez en cuando: antes de una prueba, al cambiar de escuela o cuando hay tensiones en casa. Pero en algunos casos la preocupación se vuelve tan frecuente e intensa que empieza a afectar su bienestar. Hablamos entonces de <strong>ansiedad</strong>.</p>',
      '<h2>Cómo se manifiesta</h2>',
      '<p>A diferencia de los adultos, los chicos rara vez dicen "estoy ansioso". La ansiedad suele aparecer en el cuerpo y en la conducta:</p>',
      list(
        'Dolores de panza o de cabeza sin causa médica, sobre todo antes de ir a la escuela.',
        'Dificultad para dormirse o despertares frecuentes.',
        'Preguntas repetidas para asegurarse de que todo va a estar bien.',
        'Evitar situaciones nuevas, cumpleaños o actividades que antes disfrutaba.',
        'Irritabilidad, llanto fácil o necesidad de controlarlo todo.',
      ),
      '<h2>Cómo acompañar</h2>',
      '<p>Lo primero es escuchar sin minimizar. En lugar de "no te preocupes", podemos decir "veo que esto te preocupa mucho, cuéntame qué imaginas que puede pasar". Ayudarlo a poner en palabras sus pensamientos es el primer paso para poder revisarlos juntos.</p>',
      '<p>También ayuda enseñarle técnicas sencillas de calma, como respirar inflando la panza como un globo, y mantener rutinas previsibles. Evitar sistemáticamente todo lo que le da miedo, en cambio, suele hacer que la ansiedad crezca.</p>',
      '<p>Si las señales persisten durante varias semanas o interfieren con su vida diaria, una consulta con un profesional de la salud mental infantil puede ayudar mucho. La ansiedad en la infancia tiene muy buen pronóstico cuando se aborda a tiempo.</p>',
    ),
    category: 'Emociones',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 52,
    categoryPosition: 'top-right',
  },
  {
    title: 'Celos entre hermanos: cuando llega un bebé a la familia',
    summary:
      'La llegada de un hermanito despierta sentimientos intensos. Cómo preparar al hermano mayor y acompañar sus celos sin culpas.',
    content: html(
      '<p>La llegada de un bebé es una gran alegría y, también, una revolución para el hermano o la hermana mayor. De un día para otro, tiene que compartir la atención, el tiempo y el cariño que antes eran solo suyos. Es natural que aparezcan los <strong>celos</strong>.</p>',
      '<h2>Lo que puede pasar</h2>',
      '<p>Algunos chicos expresan los celos de forma directa: dicen que no quieren al bebé o intentan molestarlo. Otros lo hacen de manera indirecta: vuelven a pedir la mamadera, a hacerse pis o a hablar como bebés. Estas regresiones son una forma de decir "yo también necesito que me cuiden".</p>',
      '<h2>Ideas para acompañar</h2>',
      list(
        'Anticipa la llegada con cuentos y charlas, sin inflar las expectativas de "vas a tener con quién jugar".',
        'Reserva un rato diario de exclusividad con el hermano mayor, aunque sea breve.',
        'Permite que exprese su enojo con palabras: "a veces te da bronca que el bebé esté siempre a upa".',
        'Invítalo a ayudar, pero sin obligarlo.',
      ),
      '<p>Es importante no retarlo por sentir celos. Los sentimientos no se eligen; lo que sí podemos enseñarle es qué hacer con ellos. Vale decir "estoy enojado con el bebé"; no vale pegarle.</p>',
      '<p>Con tiempo, paciencia y mucha presencia, la mayoría de los chicos encuentra su nuevo lugar en la familia. Y muchas veces, de esos celos iniciales nace un vínculo fraterno muy fuerte.</p>',
    ),
    category: 'Emociones',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 120,
    categoryPosition: 'bottom-left',
  },

  // --- Adolescencia (4 published) -------------------------------------------
  {
    title: 'Hablar con adolescentes sin que se cierren',
    summary:
      'Respuestas de una sola palabra y puertas cerradas: cómo mantener abierto el diálogo con tu hijo o hija adolescente.',
    content: html(
      '<p>"¿Cómo te fue?" "Bien." "¿Qué hiciste?" "Nada." Si este diálogo te resulta familiar, no te preocupes: la adolescencia es una etapa en la que los chicos necesitan tomar distancia de sus padres para construir su propia identidad. Pero tomar distancia no significa que ya no nos necesiten.</p>',
      '<h2>Escuchar más, preguntar menos</h2>',
      '<p>Los interrogatorios suelen cerrar la conversación. Funciona mejor estar disponibles en momentos informales: en el auto, cocinando juntos, caminando. Muchos adolescentes se abren cuando no sienten que están siendo evaluados, y a menudo lo hacen a la hora menos pensada, incluso pasada la medianoche.</p>',
      '<h2>Claves para que el diálogo fluya</h2>',
      list(
        '<strong>Escucha sin saltar a dar consejos:</strong> a veces solo quieren contar.',
        '<strong>Evita los sermones:</strong> una idea clara vale más que un discurso largo.',
        '<strong>Muestra interés genuino por sus gustos</strong>, aunque no los compartas.',
        '<strong>Respeta su privacidad</strong> y golpea antes de entrar a su cuarto.',
      ),
      '<p>Cuando te cuenten algo que te preocupa, intenta mantener la calma. Si reaccionas con enojo o alarma, aprenderán que es mejor no contarte. Puedes decir "gracias por confiar en mí, déjame pensarlo un poco y lo hablamos" y retomar el tema con más tranquilidad.</p>',
      '<p>Los límites siguen siendo necesarios en la adolescencia, pero funcionan mejor cuando se explican y, en lo posible, se negocian. Un adolescente que siente que su opinión cuenta está más dispuesto a cumplir los acuerdos.</p>',
      '<blockquote>Detrás de cada puerta cerrada hay alguien que todavía necesita saber que la puerta de sus padres sigue abierta.</blockquote>',
    ),
    category: 'Adolescencia',
    status: 'Publicado',
    isFeatured: true,
    daysAgo: 10,
    categoryPosition: 'top-right',
  },
  {
    title: 'Redes sociales y autoestima adolescente',
    summary:
      'Likes, comparaciones y filtros: cómo influyen las redes en la imagen que los adolescentes tienen de sí mismos y cómo acompañarlos.',
    content: html(
      '<p>Para los adolescentes de hoy, las redes sociales son un espacio central de su vida social. Allí se comunican con amigos, se informan, se divierten y también construyen parte de su identidad. Pero la exposición constante a imágenes retocadas y a vidas aparentemente perfectas puede afectar su <strong>autoestima</strong>.</p>',
      '<h2>El problema de la comparación</h2>',
      '<p>En la adolescencia, la opinión de los pares adquiere un peso enorme. Las redes amplifican esa sensibilidad: la cantidad de "me gusta" puede vivirse como una medida del propio valor, y compararse con influencers o compañeros puede generar la sensación de nunca estar a la altura.</p>',
      '<h2>Cómo acompañar sin prohibir</h2>',
      list(
        'Conversen sobre cómo se retocan las fotos y cómo funcionan los algoritmos.',
        'Pregúntale qué cuentas le hacen sentir bien y cuáles le hacen sentir mal.',
        'Fomenta actividades fuera de la pantalla donde pueda sentirse capaz: deporte, arte, voluntariado.',
        'Acuerden horarios sin celular, sobre todo a la noche.',
      ),
      '<p>Prohibir las redes suele ser poco efectivo y puede alejar a los adolescentes de nosotros. Es mejor interesarnos por lo que hacen allí y mantener una conversación abierta sobre lo que ven y sienten.</p>',
      '<p>Presta atención a señales como cambios bruscos en el estado de ánimo, aislamiento, preocupación excesiva por el cuerpo o angustia cuando no pueden conectarse. Si las notas, es un buen momento para hablar y, si hace falta, buscar ayuda profesional.</p>',
    ),
    category: 'Adolescencia',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 33,
    categoryPosition: 'bottom-right',
  },
  {
    title: 'La búsqueda de independencia: soltar sin desconectarse',
    summary:
      'Acompañar la autonomía creciente de los adolescentes es uno de los grandes desafíos de la crianza. Algunas ideas para encontrar el equilibrio.',
    content: html(
      '<p>Desde que nacen, criamos a nuestros hijos para que un día puedan valerse por sí mismos. Sin embargo, cuando llega la adolescencia y empiezan a reclamar más independencia, muchos padres sienten angustia, miedo e incluso una sensación de pérdida.</p>',
      '<h2>Una etapa de transición para todos</h2>',
      '<p>Los adolescentes necesitan experimentar, equivocarse y tomar decisiones propias para construir su identidad. Los padres, por su parte, necesitan aprender a confiar y a cuidar desde otro lugar. Es un proceso que exige ajustes de ambos lados.</p>',
      '<h2>Autonomía gradual</h2>',
      '<p>La clave está en otorgar independencia de forma progresiva, según la madurez y la responsabilidad que muestren. Pueden empezar por decisiones más pequeñas, como administrar su dinero o elegir sus actividades, y ampliar el margen a medida que cumplen los acuerdos.</p>',
      list(
        'Permite que resuelvan problemas por su cuenta antes de intervenir.',
        'Deja que vivan las consecuencias de sus decisiones, cuando no sean peligrosas.',
        'Mantén espacios de encuentro que no se negocian, como una cena semanal en familia.',
      ),
      '<p>Soltar no es desentenderse. Los adolescentes necesitan saber que, aunque tengan más libertad, sus padres siguen ahí para escucharlos y ayudarlos cuando las cosas no salen bien.</p>',
      '<p>Y también es un buen momento para que los adultos recuperemos espacios propios: proyectos, amistades o intereses que quizás quedaron postergados en los años de crianza más intensa.</p>',
    ),
    category: 'Adolescencia',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 76,
    categoryPosition: 'top-left',
  },
  {
    title: 'Primeras salidas: cómo acordar horarios y cuidados',
    summary:
      'Las primeras salidas de noche generan ansiedad en toda la familia. Cómo negociar horarios y cuidados sin convertirlo en una batalla.',
    content: html(
      '<p>Llega un momento en que tu hijo o hija adolescente quiere salir con amigos, ir a una fiesta o volver más tarde. Para muchas familias, estas primeras salidas son motivo de discusiones y de noches sin dormir.</p>',
      '<h2>Negociar en lugar de imponer</h2>',
      '<p>Los acuerdos funcionan mejor cuando los adolescentes participan en su construcción. Siéntense a conversar con tiempo, no cinco minutos antes de salir. Escucha lo que propone, explica tus preocupaciones y busquen juntos un punto intermedio.</p>',
      '<h2>Qué conviene acordar</h2>',
      list(
        'Con quién va a estar y dónde.',
        'Cómo va a ir y cómo va a volver.',
        'A qué hora se espera que regrese y qué pasa si hay un cambio de planes.',
        'Cómo van a comunicarse durante la noche.',
      ),
      '<p>Es fundamental que sepa que puede llamarte en cualquier momento si se siente incómodo o en peligro, y que vas a ir a buscarlo sin sermones en ese momento: la conversación puede quedar para el día siguiente. Esa garantía es una de las mejores herramientas de cuidado.</p>',
      '<p>Si no cumple lo acordado, la consecuencia debería ser proporcional y estar relacionada con lo que pasó: por ejemplo, volver más temprano la próxima vez. Y cuando cumple, reconocerlo fortalece la confianza.</p>',
      '<p>También es una buena oportunidad para hablar, sin dramatismo, sobre alcohol, consentimiento y cuidado entre amigos. Cuanto más natural sea la conversación, más probable es que vuelva a recurrir a ti.</p>',
    ),
    category: 'Adolescencia',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 140,
    categoryPosition: 'bottom-right',
  },

  // --- Límites (4 published) ------------------------------------------------
  {
    title: 'Cómo educar sin gritos: estrategias para los días difíciles',
    summary:
      'Gritar es humano, pero no funciona. Estrategias concretas para poner límites con firmeza cuando la paciencia se agota.',
    content: html(
      '<p>Casi todos los padres gritan alguna vez. Después de un día largo, cuando los chicos no hacen caso por quinta vez, la voz sube casi sin darnos cuenta. El problema es que los gritos, además de hacernos sentir culpables, <strong>no funcionan</strong>: a corto plazo pueden frenar una conducta, pero a largo plazo generan miedo, distancia y más gritos.</p>',
      '<h2>Por qué gritamos</h2>',
      '<p>Gritamos cuando estamos desbordados: por el cansancio, el estrés o la sensación de que nada de lo que hacemos funciona. Reconocer nuestros disparadores es el primer paso para cambiar. ¿Es la hora del baño? ¿Las mañanas apuradas? ¿Las peleas entre hermanos?</p>',
      '<h2>Estrategias para los momentos difíciles</h2>',
      list(
        '<strong>Acércate en lugar de gritar desde lejos:</strong> ponte a su altura, míralo y habla bajo.',
        '<strong>Usa frases cortas y claras:</strong> "Los zapatos, ahora".',
        '<strong>Anticipa:</strong> "En cinco minutos apagamos la tele".',
        '<strong>Haz una pausa:</strong> si sientes que vas a explotar, sal un momento, respira y vuelve.',
      ),
      '<p>También ayuda revisar las expectativas. A veces les pedimos a los chicos cosas que todavía no pueden hacer solos, como ordenar un cuarto entero o quedarse quietos durante una larga espera.</p>',
      '<p>Y cuando el grito igual aparezca, repara: "Perdón por gritarte, estaba muy cansada. No estuvo bien. Lo que quería decirte es…". Esa reparación le enseña a tu hijo que los errores se pueden reconocer y enmendar.</p>',
      '<blockquote>Para poner límites no hace falta levantar la voz: hace falta sostener lo que decimos.</blockquote>',
    ),
    category: 'Límites',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 5,
    categoryPosition: 'top-right',
  },
  {
    title: 'Límites con amor: firmeza y ternura a la vez',
    summary:
      'Los límites no se oponen al cariño: son una forma de cuidar. Cómo ponerlos de manera clara, coherente y afectuosa.',
    content: html(
      '<p>Durante mucho tiempo se pensó que poner límites y dar cariño eran cosas opuestas: o se era un padre estricto o se era un padre afectuoso. Hoy sabemos que los chicos necesitan <strong>las dos cosas a la vez</strong>.</p>',
      '<h2>Para qué sirven los límites</h2>',
      '<p>Los límites les dan a los chicos un marco de seguridad. Les enseñan qué se puede y qué no, los protegen de peligros y les permiten convivir con otros. Un niño sin límites no es un niño más libre, sino uno más desorientado.</p>',
      '<h2>Cómo poner límites con amor</h2>',
      list(
        '<strong>Pocos y claros:</strong> elige los que realmente importan.',
        '<strong>Explicados según la edad:</strong> "no se pega porque duele".',
        '<strong>Coherentes:</strong> que no cambien según el humor del día.',
        '<strong>Con empatía:</strong> "sé que querías quedarte, y ya nos tenemos que ir".',
      ),
      '<p>Que un límite sea afectuoso no significa que el niño lo vaya a aceptar con una sonrisa. Es esperable que proteste, llore o se enoje. Nuestra tarea no es evitar su enojo, sino acompañarlo sin ceder en lo importante.</p>',
      '<p>La coherencia entre los adultos de la casa también es clave. Si uno permite lo que el otro prohíbe, el límite pierde fuerza. Vale la pena acordar en privado las reglas básicas y sostenerlas juntos.</p>',
      '<p>Con el tiempo, los límites que hoy ponemos desde afuera se convierten en recursos internos: la capacidad de esperar, de tolerar la frustración y de respetar a los demás.</p>',
    ),
    category: 'Límites',
    status: 'Publicado',
    isFeatured: true,
    daysAgo: 22,
    categoryPosition: 'bottom-left',
  },
  {
    title: 'Consecuencias naturales y lógicas: alternativas al castigo',
    summary:
      'Cuando los castigos no funcionan, las consecuencias ayudan a que los chicos aprendan de sus actos. Te explico la diferencia con ejemplos.',
    content: html(
      '<p>Quitarle la tele por no hacer la tarea, dejarlo sin postre por pelearse con su hermano… Los castigos son una herramienta muy usada, pero suelen tener un problema: no guardan relación con lo que pasó. El niño aprende a evitar que lo descubran, no a hacer las cosas de otra manera.</p>',
      '<h2>Consecuencias naturales</h2>',
      '<p>Son las que ocurren sin que intervengamos. Si no quiere llevar abrigo, va a sentir frío. Si rompe un juguete a propósito, se queda sin ese juguete. Siempre que no haya riesgo, dejar que la consecuencia natural ocurra es una forma muy poderosa de aprender.</p>',
      '<h2>Consecuencias lógicas</h2>',
      '<p>Son las que decide el adulto, pero relacionadas con la conducta. Si pinta la pared, ayuda a limpiarla. Si no respeta el horario acordado con la tablet, mañana tendrá menos tiempo. Para que funcionen, conviene que cumplan con las <strong>tres R</strong>:</p>',
      list(
        '<strong>Relacionadas</strong> con lo que pasó.',
        '<strong>Respetuosas:</strong> sin humillar ni avergonzar.',
        '<strong>Razonables:</strong> proporcionales a la edad y a la falta.',
      ),
      '<p>Es importante anunciar las consecuencias con calma, sin amenazas, y cumplirlas. Una consecuencia anunciada en un momento de enojo y luego olvidada pierde todo su sentido.</p>',
      '<p>Y, sobre todo, recuerda que el objetivo no es hacer sufrir, sino enseñar. Después de aplicar una consecuencia, vale la pena conversar sobre qué podría hacer diferente la próxima vez.</p>',
    ),
    category: 'Límites',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 58,
    categoryPosition: 'top-left',
  },
  {
    title: 'Decir que no sin culpa: límites y vínculo',
    summary:
      'Muchos padres sienten culpa cada vez que dicen que no. Por qué un "no" a tiempo también es una forma de cuidar el vínculo.',
    content: html(
      '<p>"Me cuesta mucho decirle que no, siento que lo hago sufrir." Es una frase que escucho a menudo en la consulta. Muchas madres y padres que trabajan muchas horas, o que vivieron una crianza muy rígida, sienten culpa cada vez que frustran un deseo de sus hijos.</p>',
      '<h2>La frustración también enseña</h2>',
      '<p>Frustrarse es parte de la vida, y la infancia es el mejor momento para aprender a tolerarlo, con adultos que acompañan. Un niño que nunca escucha un "no" en casa va a tener más dificultades cuando el mundo se lo diga: en la escuela, con amigos o, más adelante, en el trabajo.</p>',
      '<h2>Cómo decir que no</h2>',
      list(
        'Con pocas palabras y sin justificaciones interminables.',
        'Reconociendo el deseo: "entiendo que quieras otro helado".',
        'Ofreciendo alternativas cuando sea posible: "hoy no, el sábado sí".',
        'Sin cambiar de opinión ante el llanto, si la razón sigue siendo válida.',
      ),
      '<p>Decir que no no nos convierte en malos padres. Al contrario: les muestra a nuestros hijos que somos adultos confiables, capaces de cuidarlos incluso cuando eso no les gusta.</p>',
      '<p>Si la culpa es muy intensa, puede ser útil preguntarse de dónde viene. A veces tiene que ver con nuestra propia historia, y revisarla nos ayuda a criar con más libertad.</p>',
    ),
    category: 'Límites',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 160,
    categoryPosition: 'bottom-right',
  },

  // --- Comunicación (4 published) -------------------------------------------
  {
    title: 'Escucha activa en familia: el arte de prestar atención',
    summary:
      'Escuchar de verdad es mucho más que oír. Técnicas simples de escucha activa para mejorar la comunicación con tus hijos.',
    content: html(
      '<p>Vivimos apurados, con el celular en la mano y la cabeza en mil cosas. En ese contexto, escuchar de verdad a nuestros hijos se vuelve un desafío. Sin embargo, pocas cosas los hacen sentir tan valiosos como tener toda nuestra atención.</p>',
      '<h2>¿Qué es la escucha activa?</h2>',
      '<p>Es una forma de escuchar en la que no solo prestamos atención a las palabras, sino también a las emociones que hay detrás, y le mostramos al otro que lo estamos comprendiendo. No se trata de dar soluciones rápidas, sino de acompañar.</p>',
      '<h2>Cómo practicarla</h2>',
      list(
        '<strong>Deja lo que estás haciendo:</strong> guarda el celular y míralo a los ojos.',
        '<strong>Refleja lo que escuchas:</strong> "o sea que te sentiste dejado de lado en el recreo".',
        '<strong>Nombra la emoción:</strong> "eso debe haberte dado mucha tristeza".',
        '<strong>Pregunta antes de aconsejar:</strong> "¿quieres que pensemos juntos qué hacer o solo querías contármelo?".',
      ),
      '<p>Al principio puede sentirse artificial, pero con la práctica se vuelve natural. Y los resultados se notan: los chicos que se sienten escuchados suelen contar más, confiar más y, con el tiempo, escuchar mejor a los demás.</p>',
      '<p>No hace falta hacerlo todo el tiempo. Alcanza con algunos momentos al día de presencia plena: la charla antes de dormir, el camino a la escuela o la merienda compartida.</p>',
    ),
    category: 'Comunicación',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 14,
    categoryPosition: 'top-left',
  },
  {
    title: 'Validar emociones no es dar la razón',
    summary:
      'Validar lo que siente tu hijo no significa aprobar todo lo que hace. Cómo acompañar sus emociones sin renunciar a los límites.',
    content: html(
      '<p>Cuando hablamos de validar emociones, muchos padres se preocupan: "¿entonces tengo que darle la razón en todo?". La respuesta es no. <strong>Validar es reconocer que una emoción existe y tiene sentido</strong> desde la perspectiva del otro, no aprobar cualquier conducta.</p>',
      '<h2>Un ejemplo cotidiano</h2>',
      '<p>Tu hija se enoja porque no la dejas ir a la casa de una amiga un día de semana. Puedes responder "no es para tanto" (invalidar) o "entiendo que te enoje, tenías muchas ganas de ir" (validar). En los dos casos la respuesta sigue siendo no, pero el mensaje emocional es muy distinto.</p>',
      '<h2>Por qué es importante</h2>',
      '<p>Cuando los chicos sienten que sus emociones son comprendidas, se calman más rápido, confían más en los adultos y aprenden a reconocer lo que sienten. Cuando sus emociones son minimizadas o criticadas, aprenden a esconderlas, y lo que se esconde no desaparece.</p>',
      list(
        'Evita frases como "no llores", "no es nada" o "ya estás grande para eso".',
        'Prueba con "está bien estar triste", "te entiendo", "es difícil".',
        'Después de validar, si hace falta, marca el límite.',
      ),
      '<p>Validar no siempre es fácil, sobre todo cuando la emoción nos parece exagerada. Pero para un niño de cinco años, que se rompa su galletita puede ser una verdadera tragedia. Acompañar esa tristeza, por pequeña que nos parezca, construye confianza.</p>',
    ),
    category: 'Comunicación',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 45,
    categoryPosition: 'bottom-right',
  },
  {
    title: 'Cómo hablar con los chicos sobre temas difíciles',
    summary:
      'Una separación, una enfermedad o la muerte de un ser querido: cómo dar malas noticias a los chicos con honestidad y cuidado.',
    content: html(
      '<p>Separaciones, mudanzas, enfermedades, la muerte de un abuelo o de una mascota… Hay temas de los que quisiéramos proteger a nuestros hijos. Pero el silencio, lejos de protegerlos, suele dejarlos solos con sus fantasías, que muchas veces son más temibles que la realidad.</p>',
      '<h2>Decir la verdad, a su medida</h2>',
      '<p>Los chicos perciben cuando algo pasa en la familia. Por eso es mejor hablar con la verdad, adaptando la información a su edad. No hace falta dar todos los detalles, pero sí evitar mentiras que después habrá que desarmar.</p>',
      '<h2>Algunas pautas</h2>',
      list(
        'Elige un momento tranquilo y un lugar donde se sienta seguro.',
        'Usa palabras simples y concretas; con los más chicos, evita metáforas confusas como "se quedó dormido para siempre".',
        'Deja espacio para sus preguntas, aunque se repitan.',
        'Aclara que no es su culpa, especialmente en casos de separación.',
        'Cuéntale qué va a cambiar y qué se mantiene igual en su vida.',
      ),
      '<p>No tengas miedo de mostrar tus emociones. Ver a un adulto triste, que igualmente puede seguir adelante, les enseña que las emociones difíciles se pueden atravesar.</p>',
      '<p>Después de la primera conversación, vendrán otras. Los chicos procesan las noticias de a poco y pueden volver sobre el tema días o semanas después. Estar disponibles para esas nuevas preguntas es tan importante como la primera charla.</p>',
    ),
    category: 'Comunicación',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 88,
    categoryPosition: 'top-right',
  },
  {
    title: 'Elogios que fortalecen: cómo reconocer el esfuerzo',
    summary:
      'No todos los elogios son iguales. Por qué conviene valorar el esfuerzo y el proceso más que el resultado o el talento.',
    content: html(
      '<p>"¡Qué inteligente eres!", "¡Eres un genio!" Son frases que decimos con todo el cariño. Sin embargo, las investigaciones sobre motivación muestran que no todos los elogios tienen el mismo efecto.</p>',
      '<h2>Elogiar el talento o el esfuerzo</h2>',
      '<p>Cuando elogiamos una cualidad fija, como la inteligencia, los chicos pueden empezar a evitar los desafíos por miedo a fallar y "dejar de ser inteligentes". En cambio, cuando reconocemos el <strong>esfuerzo, las estrategias y la perseverancia</strong>, los animamos a intentar cosas difíciles y a aprender de los errores.</p>',
      '<h2>Cómo elogiar mejor</h2>',
      list(
        '<strong>Sé específico:</strong> "Te esforzaste mucho en elegir los colores de tu dibujo".',
        '<strong>Describe en lugar de juzgar:</strong> "Terminaste el rompecabezas aunque era difícil".',
        '<strong>Valora el proceso:</strong> "Probaste otra forma cuando la primera no funcionó".',
        '<strong>Invita a la reflexión:</strong> "¿Cómo te sientes con lo que lograste?".',
      ),
      '<p>Tampoco se trata de medir cada palabra ni de dejar de expresar cariño. Un "te quiero" o un "me encanta pasar tiempo contigo" nunca sobran, y no dependen de ningún logro.</p>',
      '<p>El objetivo es que nuestros hijos desarrollen una motivación propia: que disfruten aprender por el placer de hacerlo y no solo para recibir la aprobación de los adultos.</p>',
    ),
    category: 'Comunicación',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 180,
    categoryPosition: 'top-left',
  },

  // --- Vínculos Familiares (3 published, 1 draft) ---------------------------
  {
    title: 'Tiempo de calidad: diez minutos que hacen la diferencia',
    summary:
      'No hace falta tener horas libres para conectar con los hijos. Cómo aprovechar pequeños momentos de atención exclusiva.',
    content: html(
      '<p>Entre el trabajo, la casa y las actividades de los chicos, muchas familias sienten que no tienen tiempo para compartir. La buena noticia es que, para fortalecer el vínculo, <strong>la calidad importa más que la cantidad</strong>.</p>',
      '<h2>El poder de la atención exclusiva</h2>',
      '<p>Diez minutos diarios de atención plena, sin celulares ni interrupciones, en los que el niño elige qué hacer, pueden transformar la relación. En esos momentos los chicos sienten que son importantes para nosotros, y eso llena su "tanque emocional".</p>',
      '<h2>Ideas para esos minutos</h2>',
      list(
        'Jugar a lo que él o ella elija, siguiendo sus reglas.',
        'Leer un cuento juntos antes de dormir.',
        'Cocinar algo sencillo en equipo.',
        'Salir a caminar y conversar sin apuro.',
        'Mirar fotos familiares y recordar anécdotas.',
      ),
      '<p>Cuando hay varios hermanos, vale la pena buscar momentos individuales con cada uno, aunque sean breves. Para un niño, tener un rato "solo para mí" es un regalo enorme.</p>',
      '<p>Muchas veces, después de estos ratos de conexión, disminuyen las peleas y los pedidos de atención a través de conductas difíciles. Cuando los chicos se sienten vistos, necesitan menos llamar la atención.</p>',
    ),
    category: 'Vínculos Familiares',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 25,
    categoryPosition: 'bottom-left',
  },
  {
    title: 'Familias ensambladas: construir un nuevo nosotros',
    summary:
      'Formar una familia con hijos de uniones anteriores es un desafío lleno de oportunidades. Claves para transitar los primeros tiempos.',
    content: html(
      '<p>Cada vez más familias se forman a partir de nuevas parejas en las que uno o ambos integrantes tienen hijos de relaciones anteriores. Las <strong>familias ensambladas</strong> pueden ser espacios de mucho amor, pero su construcción lleva tiempo y paciencia.</p>',
      '<h2>Expectativas realistas</h2>',
      '<p>Uno de los errores más frecuentes es esperar que todos se quieran desde el primer día. Los vínculos necesitan tiempo para formarse, y los chicos pueden sentir lealtades divididas, celos o nostalgia por la familia anterior. Respetar esos sentimientos es fundamental.</p>',
      '<h2>Algunas claves</h2>',
      list(
        'Que la crianza y los límites queden, al principio, en manos del padre o la madre de los chicos.',
        'Que la nueva pareja construya primero un vínculo de confianza, como un adulto cercano y amable.',
        'Que se mantenga una relación respetuosa con el otro progenitor, sin hablar mal de él o de ella frente a los chicos.',
        'Que se creen rutinas y tradiciones propias de esta nueva familia.',
      ),
      '<p>También es importante cuidar los espacios de cada parte: momentos de los chicos a solas con su padre o su madre, momentos de la pareja y momentos de toda la familia junta.</p>',
      '<p>Una familia ensamblada suele necesitar varios años para consolidarse. No hay apuro: cada pequeño gesto de respeto y cuidado va construyendo un nuevo "nosotros".</p>',
    ),
    category: 'Vínculos Familiares',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 110,
    categoryPosition: 'top-right',
  },
  {
    title: 'Cuidar la pareja mientras criamos',
    summary:
      'Con la llegada de los hijos, la pareja suele quedar en segundo plano. Por qué cuidarla también es cuidar a la familia.',
    content: html(
      '<p>La llegada de un hijo transforma la vida de una pareja. Las noches sin dormir, la sobrecarga de tareas y la falta de tiempo propio hacen que muchas parejas se descubran convertidas en "socios logísticos" que solo hablan de horarios, pañales y cuentas.</p>',
      '<h2>Por qué es importante</h2>',
      '<p>Los chicos aprenden sobre los vínculos observando la relación entre los adultos que los crían. Una pareja que se trata con respeto, que resuelve sus conflictos dialogando y que se demuestra cariño es un modelo muy valioso. Además, una pareja que se cuida tiene más recursos para afrontar las exigencias de la crianza.</p>',
      '<h2>Pequeños gestos que suman</h2>',
      list(
        'Reservar un rato por semana para conversar de algo que no sean los hijos.',
        'Repartir las tareas de forma equitativa y hablarlo abiertamente.',
        'Agradecer lo que el otro hace.',
        'Pedir ayuda a la familia o a amigos para tener, de vez en cuando, una salida a solas.',
      ),
      '<p>Es normal que surjan desacuerdos sobre la crianza. Lo importante es discutirlos en privado y presentarse ante los chicos como un equipo.</p>',
      '<p>Si la distancia o los conflictos se vuelven muy frecuentes, una terapia de pareja puede ayudar a reencontrarse. Pedir ayuda a tiempo es una muestra de compromiso, no de fracaso.</p>',
    ),
    category: 'Vínculos Familiares',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 200,
    categoryPosition: 'bottom-right',
  },

  // --- Drafts ---------------------------------------------------------------
  {
    title: 'El sueño infantil: hábitos para noches más tranquilas',
    summary:
      'Dormir bien es clave para crecer. Hábitos sencillos para que la hora de ir a la cama deje de ser una batalla.',
    content: html(
      '<p>La hora de dormir puede convertirse en uno de los momentos más tensos del día: pedidos de agua, un cuento más, miedo a la oscuridad… Y, sin embargo, un buen descanso es fundamental para el crecimiento, el aprendizaje y el estado de ánimo de los chicos.</p>',
      '<h2>¿Cuánto necesitan dormir?</h2>',
      list(
        '<strong>De 1 a 2 años:</strong> entre 11 y 14 horas, incluidas las siestas.',
        '<strong>De 3 a 5 años:</strong> entre 10 y 13 horas.',
        '<strong>De 6 a 12 años:</strong> entre 9 y 12 horas.',
      ),
      '<h2>Hábitos que ayudan</h2>',
      '<p>Un ritual previsible antes de dormir, como baño, pijama, cuento y beso, le indica al cuerpo que se acerca el momento de descansar. Conviene que sea breve, tranquilo y siempre en el mismo orden.</p>',
      '<p>Apagar las pantallas al menos una hora antes de acostarse, mantener el dormitorio oscuro y fresco y evitar las comidas pesadas a la noche también favorecen el sueño.</p>',
      '<p>Cuando hay despertares nocturnos, lo mejor es responder con calma y poca estimulación. Si las dificultades para dormir persisten, vale la pena consultarlo con el pediatra.</p>',
    ),
    category: 'Desarrollo Infantil',
    status: 'Borrador',
    isFeatured: false,
    daysAgo: 2,
    categoryPosition: 'top-right',
  },
  {
    title: 'Hermanos que pelean: cuándo intervenir y cuándo no',
    summary:
      'Las peleas entre hermanos son parte de la convivencia. Cómo saber cuándo dejar que las resuelvan solos y cuándo intervenir.',
    content: html(
      '<p>Si tienes más de un hijo, seguramente sabes lo que es escuchar gritos desde la otra habitación por un juguete, un lugar en el sillón o "quién empezó". Las peleas entre hermanos son normales y, aunque agotan, también son una oportunidad para aprender a convivir.</p>',
      '<h2>Cuándo dejar que lo resuelvan</h2>',
      '<p>Si se trata de una discusión sin agresiones físicas ni humillaciones, muchas veces conviene esperar un poco antes de intervenir. Así los chicos practican la negociación y el manejo de los conflictos.</p>',
      '<h2>Cuándo intervenir</h2>',
      list(
        'Cuando hay golpes o riesgo de que alguien se lastime.',
        'Cuando uno humilla o intimida al otro de forma repetida.',
        'Cuando la diferencia de edad o de fuerza hace que la pelea sea desigual.',
      ),
      '<p>Al intervenir, evita hacer de juez buscando un culpable. Es más útil describir el problema ("veo a dos chicos que quieren el mismo auto") y ayudarlos a encontrar juntos una solución.</p>',
      '<p>Y, sobre todo, evita las comparaciones. Frases como "¿por qué no puedes ser como tu hermana?" alimentan la rivalidad y dañan la autoestima.</p>',
    ),
    category: 'Crianza',
    status: 'Borrador',
    isFeatured: false,
    daysAgo: 4,
    categoryPosition: 'bottom-left',
  },
  {
    title: 'Abuelos y crianza: cómo acordar sin pelear',
    summary:
      'Los abuelos son un sostén invaluable, pero a veces sus ideas sobre la crianza chocan con las nuestras. Cómo llegar a acuerdos.',
    content: html(
      '<p>Para muchas familias, los abuelos son un pilar fundamental: cuidan a los chicos, ayudan con las tareas cotidianas y aportan un cariño único. Pero también pueden surgir tensiones cuando sus ideas sobre la crianza son distintas de las nuestras.</p>',
      '<h2>Diferentes épocas, diferentes miradas</h2>',
      '<p>Muchos abuelos criaron en un contexto en el que las palmadas, los castigos o el "porque lo digo yo" eran habituales. No sorprende que algunas prácticas actuales les resulten ajenas. Reconocer esa diferencia sin descalificar su experiencia es un buen punto de partida.</p>',
      '<h2>Claves para acordar</h2>',
      list(
        'Habla con ellos en un momento tranquilo, no en medio de un conflicto.',
        'Distingue lo innegociable (la seguridad, no pegar) de lo que puede ser flexible (un dulce de más).',
        'Explica el porqué de tus decisiones, sin sermones.',
        'Agradece su ayuda y reconoce lo que hacen bien.',
      ),
      '<p>Conviene que la conversación la encabece el hijo o la hija de los abuelos, es decir, quien tiene el vínculo directo con ellos. Eso suele evitar malentendidos con la pareja.</p>',
      '<p>Y recuerda que los chicos pueden entender que en la casa de los abuelos hay algunas reglas diferentes. Esa diversidad, dentro de ciertos límites, también enriquece.</p>',
    ),
    category: 'Vínculos Familiares',
    status: 'Borrador',
    isFeatured: false,
    daysAgo: 1,
    categoryPosition: 'top-left',
  },
];

export const SEED_GUIDES: SeedGuide[] = [
  // --- Published, free (PDF download) ---------------------------------------
  {
    title: 'Guía de rutinas para la mañana y la noche',
    description:
      'Una guía práctica con tableros visuales para imprimir, ejemplos de rutinas según la edad y consejos para que las mañanas apuradas y la hora de dormir sean momentos más tranquilos para toda la familia.',
    category: 'Crianza',
    status: 'Publicado',
    isFeatured: true,
    daysAgo: 6,
    price: null,
    paymentLink: null,
    hasPdf: true,
    categoryPosition: 'top-right',
  },
  {
    title: 'Emocionario familiar: nombrar lo que sentimos',
    description:
      'Tarjetas ilustradas con doce emociones básicas, preguntas para conversar y actividades sencillas para que grandes y chicos aprendan a reconocer y nombrar lo que sienten.',
    category: 'Emociones',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 20,
    price: null,
    paymentLink: null,
    hasPdf: true,
    categoryPosition: 'bottom-left',
  },
  {
    title: 'Diez juegos para conectar en familia',
    description:
      'Diez propuestas de juego, sin pantallas y con materiales que tienes en casa, para compartir momentos de risa, charla y complicidad con tus hijos.',
    category: 'Vínculos Familiares',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 45,
    price: 0,
    paymentLink: null,
    hasPdf: true,
    categoryPosition: 'top-left',
  },
  {
    title: 'Acuerdos de pantallas: plantilla para toda la familia',
    description:
      'Una plantilla para construir en familia los acuerdos sobre el uso de celulares, tablets y televisión, con recomendaciones por edad y sugerencias para sostenerlos sin peleas.',
    category: 'Límites',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 70,
    price: null,
    paymentLink: null,
    hasPdf: true,
    categoryPosition: 'bottom-right',
  },

  // --- Published, paid (payment link) ---------------------------------------
  {
    title: 'Berrinches: guía completa para acompañar sin gritar',
    description:
      'Todo lo que necesitas saber para entender y acompañar los berrinches entre los 2 y los 6 años: qué pasa en el cerebro infantil, qué hacer durante y después del desborde, y frases que ayudan. Incluye un plan de cuatro semanas.',
    category: 'Límites',
    status: 'Publicado',
    isFeatured: true,
    daysAgo: 12,
    price: 4500,
    paymentLink: 'https://mpago.la/demo-berrinches',
    hasPdf: true,
    categoryPosition: 'top-right',
  },
  {
    title: 'Adolescencia sin guerra: comunicación con hijos de 12 a 18',
    description:
      'Herramientas para mantener abierto el diálogo con tus hijos adolescentes, negociar acuerdos sobre salidas y redes sociales, y acompañar sus cambios sin perder el vínculo.',
    category: 'Adolescencia',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 30,
    price: 7990.5,
    paymentLink: 'https://mpago.la/demo-adolescencia',
    hasPdf: false,
    categoryPosition: 'bottom-left',
  },
  {
    title: 'Ansiedad infantil: herramientas para madres y padres',
    description:
      'Una guía para reconocer las señales de ansiedad en la infancia y acompañarlas en casa, con ejercicios de respiración, cuentos sugeridos y orientación para saber cuándo consultar.',
    category: 'Emociones',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 55,
    price: 5200,
    paymentLink: 'https://mpago.la/demo-ansiedad',
    hasPdf: false,
    categoryPosition: 'top-right',
  },
  {
    title: 'Familias ensambladas: guía para los primeros años',
    description:
      'Claves para construir una nueva familia con hijos de relaciones anteriores: el rol de cada adulto, cómo acompañar las lealtades divididas y cómo llegar a acuerdos con el otro progenitor.',
    category: 'Vínculos Familiares',
    status: 'Publicado',
    isFeatured: false,
    daysAgo: 90,
    price: 6500,
    paymentLink: 'https://mpago.la/demo-ensambladas',
    hasPdf: false,
    categoryPosition: 'top-left',
  },

  // --- Drafts (publishing rules do not apply yet, so some are incomplete) ----
  {
    title: 'Control de esfínteres sin presiones',
    description:
      'Cómo saber si tu hijo o hija está preparado para dejar los pañales y acompañar ese proceso con paciencia, sin premios ni castigos.',
    category: 'Desarrollo Infantil',
    status: 'Borrador',
    isFeatured: false,
    daysAgo: 3,
    price: null,
    paymentLink: null,
    hasPdf: false,
    categoryPosition: 'bottom-right',
  },
  {
    title: 'Preparar la llegada de un hermanito',
    description:
      'Ideas para anticipar la llegada del bebé, acompañar los celos del hermano mayor y organizar la rutina familiar en los primeros meses.',
    category: 'Crianza',
    status: 'Borrador',
    isFeatured: false,
    daysAgo: 8,
    price: 3900,
    paymentLink: null,
    hasPdf: false,
    categoryPosition: 'top-right',
  },
  {
    title: 'Cuentos para hablar de emociones',
    description:
      'Una selección comentada de cuentos infantiles para conversar sobre el miedo, el enojo, la tristeza y la alegría, con preguntas para después de la lectura.',
    category: 'Emociones',
    status: 'Borrador',
    isFeatured: false,
    daysAgo: 15,
    price: null,
    paymentLink: null,
    hasPdf: true,
    categoryPosition: 'top-left',
  },
  {
    title: 'Duelo en la infancia: cómo acompañar una pérdida',
    description:
      'Orientación para hablar con los chicos sobre la muerte de un ser querido o de una mascota según su edad, y acompañar su duelo respetando sus tiempos.',
    category: 'Comunicación',
    status: 'Borrador',
    isFeatured: false,
    daysAgo: 24,
    price: 5500,
    paymentLink: 'https://mpago.la/demo-duelo',
    hasPdf: false,
    categoryPosition: 'bottom-left',
  },
];
