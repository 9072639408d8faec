import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { casablancaDay } from '@/lib/practice/practice-days';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * Patients' testimonials as rows edited on 'Cabinet' (decision 035), seeded with the eight the
 * home page showed as fixed text. Their "il y a 2 semaines" become real days counted back from
 * the day this migration runs (in Casablanca), so they read the same on that day and age from
 * then on. The texts are copied here, not imported: a migration must insert the same rows
 * whatever src/ later becomes.
 */
const SEED: { firstName: string; ago: { weeks?: number; months?: number }; text: string; doctorAnswer: string }[] = [
  {
    firstName: 'Karim B.',
    ago: { weeks: 2 },
    text: 'J’ai longtemps hésité avant de consulter pour un problème intime. Le docteur m’a mis à l’aise dès le premier rendez-vous et m’a expliqué calmement les causes et les solutions. Je me sens enfin écouté.',
    doctorAnswer:
      'Merci Karim pour votre confiance. Oser en parler est souvent le pas le plus difficile ; bravo de l’avoir fait.',
  },
  {
    firstName: 'Salma',
    ago: { months: 1 },
    text: 'Échographie pelvienne réalisée avec beaucoup de douceur. Chaque image m’a été expliquée et je suis repartie avec le compte rendu. Cabinet calme et très propre.',
    doctorAnswer:
      'Merci Salma. Comprendre son examen est essentiel pour être rassurée ; c’est pour cela que nous prenons le temps de commenter les images.',
  },
  {
    firstName: 'M. El Idrissi',
    ago: { months: 1 },
    text: 'Médecin de famille depuis des années. Il suit mon diabète et ma tension avec sérieux et n’hésite pas à m’orienter vers un spécialiste quand c’est nécessaire.',
    doctorAnswer:
      'Merci pour votre fidélité. Votre assiduité aux contrôles fait une vraie différence dans le suivi de votre diabète.',
  },
  {
    firstName: 'Nadia',
    ago: { months: 2 },
    text: 'Je souffrais de douleurs au ventre depuis des mois sans explication. Le docteur a fait le bilan, puis m’a aidée à comprendre le lien avec mon stress au travail. Mes symptômes ont beaucoup diminué.',
    doctorAnswer:
      'Merci Nadia. Vos symptômes étaient bien réels ; comprendre ce qui les entretient a permis d’agir. Continuez les exercices de respiration.',
  },
  {
    firstName: 'Y. A.',
    ago: { months: 3 },
    text: 'Consultation en couple pour des difficultés qui duraient depuis notre mariage. Un espace où l’on peut enfin parler sans gêne, avec des conseils concrets. Nous avons retrouvé de la complicité.',
    doctorAnswer:
      'Merci à vous deux. Votre volonté de dialoguer a été la clé ; je vous souhaite de continuer sur ce chemin.',
  },
  {
    firstName: 'Hicham',
    ago: { months: 4 },
    text: 'Rendez-vous obtenu rapidement par message, horaires respectés. L’échographie de la thyroïde a été faite pendant la consultation, sans devoir aller ailleurs.',
    doctorAnswer: 'Merci Hicham. Nous tenons à respecter les horaires : votre temps compte autant que le nôtre.',
  },
  {
    firstName: 'Fatima Z.',
    ago: { months: 5 },
    text: 'Un médecin d’une grande expérience, patient et respectueux. Il prend le temps de répondre à toutes les questions, même celles que l’on n’ose pas poser.',
    doctorAnswer: 'Merci Fatima. Il n’y a pas de question gênante en consultation ; n’hésitez jamais à les poser.',
  },
  {
    firstName: 'Omar',
    ago: { months: 6 },
    text: 'Venu pour des troubles du sommeil et une grande fatigue. Le docteur a d’abord écarté une cause physique, puis m’a proposé un suivi adapté. Je dors beaucoup mieux.',
    doctorAnswer:
      'Merci Omar. Le sommeil est un pilier de la santé ; gardez les bonnes habitudes que nous avons mises en place.',
  },
];

function casablancaToday(now: Date): [number, number, number] {
  return casablancaDay(now).split('-').map(Number) as [number, number, number];
}

/** 'YYYY-MM-DD' so many weeks or months before `today`; the 31st of a shorter month becomes its last day. */
function dayBefore([year, month, day]: [number, number, number], ago: { weeks?: number; months?: number }): string {
  if (ago.weeks !== undefined)
    return new Date(Date.UTC(year, month - 1, day - 7 * ago.weeks)).toISOString().slice(0, 10);
  const lastOfMonth = new Date(Date.UTC(year, month - 1 - (ago.months ?? 0) + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - (ago.months ?? 0), Math.min(day, lastOfMonth))).toISOString().slice(0, 10);
}

export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);
  let table = db.schema
    .createTable('testimonials')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('given_on', 'text', (column) => column.notNull())
    .addColumn('doctor_answer', 'text')
    .addColumn('visible', types.boolean, (column) => column.notNull().defaultTo(types.true))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('created_at', types.timestamp, (column) => column.notNull().defaultTo(types.now))
    .addColumn('updated_at', types.timestamp, (column) => column.notNull().defaultTo(types.now));
  const check = types.booleanCheck('visible');
  if (check) table = table.addCheckConstraint('testimonials_visible_check', check);
  await table.execute();
  await db.schema.createIndex('testimonials_position_idx').on('testimonials').column('position').execute();

  const now = new Date();
  const today = casablancaToday(now);
  await db
    .insertInto('testimonials')
    .values(
      SEED.map((seed, position) => ({
        id: randomUUID(),
        first_name: seed.firstName,
        text: seed.text,
        given_on: dayBefore(today, seed.ago),
        doctor_answer: seed.doctorAnswer,
        visible: engine === 'sqlite' ? 1 : true,
        position,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('testimonials').execute();
}
