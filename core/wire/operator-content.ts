import { Type, type Static } from 'typebox';
import { Int, IntOf, OptText, Text } from './fields';

/** Admin: news articles and the company directory. */

export const PageQuery = Type.Object({ page: Type.Optional(Int(1, 100_000)) });
export type PageQuery = Static<typeof PageQuery>;
/** `texts`: JSON text of { lang: { title, desc, content } }; 21 bodies of up to 200,000 characters each fit. */
export const ArticleBody = Type.Object({
  texts: Type.String({ minLength: 2, maxLength: 4_500_000 }),
  logo: OptText(500),
  category_id: Type.Optional(Int(1, 1_000_000)),
  created_at: OptText(19),
  published: Type.Optional(IntOf(0, 1)),
});
export type ArticleBody = Static<typeof ArticleBody>;
const CompanyFields = {
  name: Text(100),
  logo: OptText(500),
  url: OptText(500),
  subject: OptText(500),
  registered_address: OptText(300),
  location: OptText(200),
  email: OptText(254),
};
export const CompanyCreate = Type.Object(CompanyFields);
export type CompanyCreate = Static<typeof CompanyCreate>;
export const CompanyUpdate = Type.Partial(Type.Object(CompanyFields));
export type CompanyUpdate = Static<typeof CompanyUpdate>;

/** An article's text in one language. */
export interface ArticleText {
  title: string;
  desc: string;
  content: string;
}
/** An article in the back office's list, drafts included: its title in each stored language. */
export interface NewsAdminRow {
  id: number;
  logo: string;
  created_at: string;
  published: number;
  titles: Partial<Record<string, string>>;
}
/** An article as the editor opens and saves it: every stored language's text, already sanitised. */
export interface NewsAdminArticle {
  id: number;
  logo: string;
  category_id: number;
  published: number;
  texts: Partial<Record<string, ArticleText>>;
}
