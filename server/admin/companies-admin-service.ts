import type { Db } from '../db/database.js';
import type { Company } from '../../core/wire/content.js';
import type { Actor } from '../audit/audit-repository.js';
import { listRows } from './catalogue-repository.js';
import { createAudited, deleteAudited, updateAudited } from './catalogue-edit.js';
import { defined, filled, imageUrl, optionalEmail, webUrl } from './catalogue-checks.js';

const COMPANY = { table: 'companies', type: 'company' } as const;

/** The fields of a company (docs/api/content.md), as the directory answers them; every one but name may be ''. */
export type CompanyInput = Omit<Company, 'id'>;

/** Every company, by name. */
export const allCompanies = (db: Db) => listRows(db, 'companies', 'name');

const clean = (i: Partial<CompanyInput>) =>
  defined({
    name: filled('name', i.name),
    logo: i.logo === undefined ? undefined : imageUrl('logo', i.logo),
    url: i.url === undefined ? undefined : webUrl('url', i.url),
    subject: i.subject?.trim(),
    registered_address: i.registered_address?.trim(),
    location: i.location?.trim(),
    email: i.email === undefined ? undefined : optionalEmail(i.email),
  });

/** Admin: adds a company with its audit record. */
export async function createCompany(db: Db, actor: Actor, input: Partial<CompanyInput> & { name: string }) {
  const c = clean(input);
  return createAudited(db, actor, COMPANY, {
    name: c.name!,
    logo: c.logo ?? '',
    url: c.url ?? '',
    subject: c.subject ?? '',
    registered_address: c.registered_address ?? '',
    location: c.location ?? '',
    email: c.email ?? '',
  });
}

/** Admin: changes a company's given fields with its audit record. */
export const updateCompany = (db: Db, actor: Actor, id: number, input: Partial<CompanyInput>) =>
  updateAudited(db, actor, COMPANY, id, clean(input));

/** Admin: removes a company (nothing refers to companies), with its audit record holding the removed row. */
export const deleteCompany = (db: Db, actor: Actor, id: number) => deleteAudited(db, actor, COMPANY, id);
