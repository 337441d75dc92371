CREATE TABLE "demo_content_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"articles" integer DEFAULT 0 NOT NULL,
	"guides" integer DEFAULT 0 NOT NULL,
	"categories" integer DEFAULT 0 NOT NULL,
	"site_images" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "demo_content_log_action_check" CHECK (action IN ('seeded', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "demo_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer,
	"guide_id" integer,
	"category_id" integer,
	CONSTRAINT "demo_items_article_id_unique" UNIQUE("article_id"),
	CONSTRAINT "demo_items_guide_id_unique" UNIQUE("guide_id"),
	CONSTRAINT "demo_items_category_id_unique" UNIQUE("category_id"),
	CONSTRAINT "demo_items_one_item" CHECK (num_nonnulls("demo_items"."article_id", "demo_items"."guide_id", "demo_items"."category_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "demo_items" ADD CONSTRAINT "demo_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_items" ADD CONSTRAINT "demo_items_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_items" ADD CONSTRAINT "demo_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- Sites seeded before this migration: mark the seed's own rows, recognised by the seed's
-- natural keys (services/seed/content.ts as of this migration: article and guide titles,
-- category names) and, for guides, the seed's example payment links. Whether she edited
-- one since is decided when the demo is removed (services/seed/removeDemo.ts), not here.
-- A new database has no rows yet, and running this again adds nothing (ON CONFLICT).
INSERT INTO "demo_items" ("article_id")
SELECT "id" FROM "articles" WHERE "title" IN (
  'Crianza respetuosa: qué es y qué no es',
  'Rutinas que dan seguridad: el poder de lo predecible',
  'El juego libre y su importancia en el desarrollo',
  'Cómo acompañar los berrinches sin perder la calma',
  'Pantallas en la infancia: acuerdos posibles en casa',
  'Educación emocional: por qué empieza en casa',
  'Miedos infantiles: cómo acompañarlos según la edad',
  'Ansiedad en niños: señales para prestar atención',
  'Celos entre hermanos: cuando llega un bebé a la familia',
  'Hablar con adolescentes sin que se cierren',
  'Redes sociales y autoestima adolescente',
  'La búsqueda de independencia: soltar sin desconectarse',
  'Primeras salidas: cómo acordar horarios y cuidados',
  'Cómo educar sin gritos: estrategias para los días difíciles',
  'Límites con amor: firmeza y ternura a la vez',
  'Consecuencias naturales y lógicas: alternativas al castigo',
  'Decir que no sin culpa: límites y vínculo',
  'Escucha activa en familia: el arte de prestar atención',
  'Validar emociones no es dar la razón',
  'Cómo hablar con los chicos sobre temas difíciles',
  'Elogios que fortalecen: cómo reconocer el esfuerzo',
  'Tiempo de calidad: diez minutos que hacen la diferencia',
  'Familias ensambladas: construir un nuevo nosotros',
  'Cuidar la pareja mientras criamos',
  'El sueño infantil: hábitos para noches más tranquilas',
  'Hermanos que pelean: cuándo intervenir y cuándo no',
  'Abuelos y crianza: cómo acordar sin pelear'
) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "demo_items" ("guide_id")
SELECT "id" FROM "guides" WHERE "payment_link" LIKE 'https://mpago.la/demo-%' OR "title" IN (
  'Guía de rutinas para la mañana y la noche',
  'Emocionario familiar: nombrar lo que sentimos',
  'Diez juegos para conectar en familia',
  'Acuerdos de pantallas: plantilla para toda la familia',
  'Berrinches: guía completa para acompañar sin gritar',
  'Adolescencia sin guerra: comunicación con hijos de 12 a 18',
  'Ansiedad infantil: herramientas para madres y padres',
  'Familias ensambladas: guía para los primeros años',
  'Control de esfínteres sin presiones',
  'Preparar la llegada de un hermanito',
  'Cuentos para hablar de emociones',
  'Duelo en la infancia: cómo acompañar una pérdida'
) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "demo_items" ("category_id")
SELECT "id" FROM "categories" WHERE "name" IN (
  'Crianza',
  'Emociones',
  'Adolescencia',
  'Límites',
  'Comunicación',
  'Vínculos Familiares',
  'Desarrollo Infantil'
) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Those sites had the demo seeded: say so, so start-up never seeds it again (services/seed/).
INSERT INTO "demo_content_log" ("action", "articles", "guides", "categories")
SELECT 'seeded', count("article_id"), count("guide_id"), count("category_id") FROM "demo_items"
HAVING count(*) > 0 AND NOT EXISTS (SELECT 1 FROM "demo_content_log");
