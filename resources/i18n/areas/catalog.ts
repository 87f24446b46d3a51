/** What the catalog's background jobs say when they are done (server/catalog/productJobs.ts). */
import { defineMessages } from '../catalogue';

export const CATALOG_JOB_MESSAGES = defineMessages('catalog.jobs', {
  product_ready: {
    en: '%{name}: thumbnail and print file ready',
    fr: '%{name} : vignette et fichier d’impression prêts',
  },
  sample_ready: { en: '%{name}: sample ready', fr: '%{name} : échantillon prêt' },
  header_ready: { en: '%{name}: header ready', fr: '%{name} : en-tête prêt' },
});

/** The catalog's refusals: products, their images and uploads, mockups. */
export const CATALOG_REFUSALS = defineMessages('catalog.refusals', {
  product_name_taken: { en: 'A product with this name already exists', fr: 'Un produit de ce nom existe déjà' },
  analyze_mockup_first: {
    en: 'Analyze the mockup first: its wall has not been found yet.',
    fr: 'Analysez d’abord la maquette : son mur n’a pas encore été trouvé.',
  },
  mockup_not_analyzed: { en: 'The mockup is not analyzed', fr: 'La maquette n’est pas analysée' },
  appears_twice: { en: 'Appears twice in the file', fr: 'Apparaît deux fois dans le fichier' },
  choose_room_photo: { en: 'Choose a room photo to upload.', fr: 'Choisissez une photo de pièce à importer.' },
  repeat_straight_or_half_step: { en: 'Must be straight or half_step', fr: 'Doit être straight ou half_step' },
  pattern_image_required: { en: 'Must provide a pattern image', fr: 'Une image de motif est requise' },
  no_such_mockup: { en: 'No such mockup.', fr: 'Maquette introuvable.' },
  no_such_product: { en: 'No such product.', fr: 'Produit introuvable.' },
  nothing_uploaded: { en: 'Nothing was uploaded at this key.', fr: "Aucun fichier n'a été envoyé à cette clé." },
  upload_file_first: { en: 'Upload the file first', fr: "Envoyez d'abord le fichier" },
  image_unreadable: {
    en: 'The image could not be read: it is damaged or incomplete.',
    fr: 'L’image n’a pas pu être lue : elle est abîmée ou incomplète.',
  },
  image_damaged: { en: 'The image is damaged or incomplete', fr: 'L’image est endommagée ou incomplète' },
  no_pattern_image: { en: 'The product has no pattern image', fr: 'Le produit n’a pas d’image de motif' },
  no_pattern_image_yet: { en: 'The product has no pattern image yet.', fr: 'Le produit n’a pas encore d’image de motif.' },
  color_variants_requirements: {
    en: 'You do not meet the current requirements to use Color Variants. Feel free to contact us for more information.',
    fr: 'Vous ne remplissez pas les conditions actuelles pour utiliser les variantes de couleur. N’hésitez pas à nous contacter pour en savoir plus.',
  },
});
