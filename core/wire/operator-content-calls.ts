import { callsOf, GET, POST, shape, type Page } from './contract';
import { IdParams } from './fields';
import type { CatalogueRow } from './operator-catalogue';
import {
  ArticleBody,
  CompanyCreate,
  CompanyUpdate,
  PageQuery,
  type NewsAdminArticle,
  type NewsAdminRow,
} from './operator-content';

/** Admin: news articles (sanitised on save) and the company directory (docs/api/admin.md). */
const call = callsOf('admin');

export const operatorContentCalls = {
  news: call({
    path: '/admin/api/news',
    methods: GET,
    access: 'admin',
    input: PageQuery,
    reply: shape<Page<NewsAdminRow>>(),
  }),
  article: call({
    path: '/admin/api/news/:id',
    methods: GET,
    access: 'admin',
    params: IdParams,
    reply: shape<NewsAdminArticle>(),
  }),
  articleCreate: call({
    path: '/admin/api/news',
    methods: POST,
    access: 'admin',
    input: ArticleBody,
    reply: shape<NewsAdminArticle>(),
  }),
  articleUpdate: call({
    path: '/admin/api/news/:id',
    methods: POST,
    access: 'admin',
    params: IdParams,
    input: ArticleBody,
    reply: shape<NewsAdminArticle>(),
  }),
  articlePublish: call({
    path: '/admin/api/news/:id/publish',
    methods: POST,
    access: 'admin',
    params: IdParams,
    reply: shape<NewsAdminArticle>(),
  }),
  articleUnpublish: call({
    path: '/admin/api/news/:id/unpublish',
    methods: POST,
    access: 'admin',
    params: IdParams,
    reply: shape<NewsAdminArticle>(),
  }),
  companies: call({ path: '/admin/api/companies', methods: GET, access: 'admin', reply: shape<CatalogueRow[]>() }),
  companyCreate: call({
    path: '/admin/api/companies',
    methods: POST,
    access: 'admin',
    input: CompanyCreate,
    reply: shape<CatalogueRow>(),
  }),
  companyUpdate: call({
    path: '/admin/api/companies/:id',
    methods: POST,
    access: 'admin',
    params: IdParams,
    input: CompanyUpdate,
    reply: shape<CatalogueRow>(),
  }),
  companyDelete: call({
    path: '/admin/api/companies/:id/delete',
    methods: POST,
    access: 'admin',
    params: IdParams,
    reply: shape<null>(),
  }),
};
