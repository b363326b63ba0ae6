// The first Intl formatter of a page, while the entry downloads (index.html says why).
new Intl.NumberFormat().format(1);
